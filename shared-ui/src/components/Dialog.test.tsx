import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';
import { Button } from './Button';
import { Dialog } from './Dialog';

function ConfirmDelete({ closeOnOutsideClick }: { closeOnOutsideClick: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <ThemeProvider theme={theme}>
      <Button onClick={() => setOpen(true)}>Delete account</Button>
      <Dialog
        open={open}
        title="Delete your account?"
        onClose={() => setOpen(false)}
        closeOnOutsideClick={closeOnOutsideClick}
        actions={<Button onClick={() => setOpen(false)}>Cancel</Button>}
      />
    </ThemeProvider>
  );
}

describe('Dialog', () => {
  it('ignores clicks outside when it must be answered, and closes with its own button', async () => {
    render(<ConfirmDelete closeOnOutsideClick={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    await userEvent.click(screen.getByTestId('dialog-overlay'));
    expect(screen.getByRole('dialog', { name: 'Delete your account?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on an outside click when allowed, and returns focus to the opener', async () => {
    render(<ConfirmDelete closeOnOutsideClick />);
    const opener = screen.getByRole('button', { name: 'Delete account' });
    await userEvent.click(opener);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(screen.getByTestId('dialog-overlay'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on Escape', async () => {
    render(<ConfirmDelete closeOnOutsideClick={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
