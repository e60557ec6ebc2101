import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';
import { Toaster } from './Toaster';
import { toast, useToastStore } from './toastStore';

function renderToaster() {
  return render(
    <ThemeProvider theme={theme}>
      <Toaster />
    </ThemeProvider>,
  );
}

describe('Toaster', () => {
  afterEach(() => act(() => useToastStore.getState().dismiss()));

  it('shows one notice at a time: a new toast replaces the one showing', () => {
    renderToaster();
    act(() => toast({ title: 'Saved' }));
    act(() => toast({ title: 'Payment Error', description: 'Card declined', variant: 'destructive' }));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Payment ErrorCard declined');
  });

  it('announces normal toasts politely and lets the visitor dismiss them', async () => {
    renderToaster();
    act(() => toast({ title: 'Profile updated successfully!' }));
    expect(screen.getByRole('status')).toHaveTextContent('Profile updated successfully!');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Profile updated successfully!')).not.toBeInTheDocument();
  });

  it('hides a toast by itself after its duration', () => {
    vi.useFakeTimers();
    try {
      renderToaster();
      act(() => toast({ title: 'Link copied to clipboard', durationMs: 3000 }));
      act(() => vi.advanceTimersByTime(2999));
      expect(screen.getByText('Link copied to clipboard')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.queryByText('Link copied to clipboard')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
