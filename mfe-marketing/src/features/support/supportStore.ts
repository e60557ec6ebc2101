import { onSignOut } from '@mindset/shared-ui';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';

export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export interface SentReceipt {
  name: string;
  email: string;
  subject: string;
  /** ISO timestamp. */
  sentAt: string;
}

interface SupportState {
  /** The message being written: kept across reloads so nothing typed is lost. */
  draft: ContactMessage;
  /** The confirmation of the last message sent, shown until a new message is started. */
  lastSent: SentReceipt | null;
  updateDraft: (field: keyof ContactMessage, value: string) => void;
  /** Spec: the form clears after submit and no call is made; the message is only acknowledged. */
  send: () => void;
}

const emptyMessage: ContactMessage = { name: '', email: '', subject: '', message: '' };
const SUPPORT_STORAGE_KEY = 'mindset-marketing-support';

export const useSupportStore = create<SupportState>()(
  persist(
    (set, get) => ({
      draft: emptyMessage,
      lastSent: null,
      updateDraft: (field, value) => set({ draft: { ...get().draft, [field]: value }, lastSent: null }),
      send: () => {
        const { name, email, subject } = get().draft;
        set({
          draft: emptyMessage,
          lastSent: {
            name: name.trim(),
            email: email.trim(),
            subject: subject.trim(),
            sentAt: new Date().toISOString(),
          },
        });
      },
    }),
    { name: SUPPORT_STORAGE_KEY, partialize: ({ draft, lastSent }) => ({ draft, lastSent }) },
  ),
);

// A name and email in a message being written or just sent may be the member's: cleared with the session.
onSignOut(() => useSupportStore.setState(useSupportStore.getInitialState(), true), [SUPPORT_STORAGE_KEY]);
