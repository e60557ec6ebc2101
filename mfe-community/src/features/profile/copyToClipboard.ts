import { toast } from '@mindset/shared-ui';

/** Copies text with the device clipboard and confirms with `successTitle`; says so when the browser refuses. */
export async function copyToClipboard(text: string, successTitle: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: successTitle, variant: 'success' });
  } catch {
    // No clipboard access (an insecure page or a denied permission): show the link to copy by hand.
    toast({ title: "Couldn't copy the link", description: text, variant: 'destructive' });
  }
}
