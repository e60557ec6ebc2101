import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';
import { MenuToggle } from './MenuToggle';

function Header() {
  const [open, setOpen] = useState(false);
  return (
    <ThemeProvider theme={theme}>
      <MenuToggle
        open={open}
        onToggle={() => setOpen((value) => !value)}
        controls="menu"
        label={{ open: 'Close menu', closed: 'Open menu' }}
      />
      {open ? <nav id="menu">Links</nav> : null}
    </ThemeProvider>
  );
}

describe('MenuToggle', () => {
  it('opens and closes the menu it controls, saying which it will do', async () => {
    render(<Header />);
    // Shown on phones only, so the desktop-sized test page hides it from role queries.
    const toggle = screen.getByLabelText('Open menu');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'menu');

    await userEvent.click(toggle);
    expect(screen.getByLabelText('Close menu')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('navigation')).toHaveTextContent('Links');

    await userEvent.click(screen.getByLabelText('Close menu'));
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
