import { onSignOut } from '@mindset/shared-ui';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { sendSupportRequest } from './api/supportApi';

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
  /** The support request's reference ("MS-7K3Q9P"), also in the confirmation email. */
  reference: string;
  /** ISO timestamp. */
  sentAt: string;
}

interface SupportState {
  /** The message being written: kept across reloads, and after a failed send, so nothing typed is lost. */
  draft: ContactMessage;
  /** The confirmation of the last message sent, shown until a new message is started. */
  lastSent: SentReceipt | null;
  /** The message is on its way to the service. */
  sending: boolean;
  /** Why the last send failed (the service's sentence), until the next try. */
  failure: string | null;
  updateDraft: (field: keyof ContactMessage, value: string) => void;
  /**
   * Sends the draft to support (decision 0135). Accepted: the form clears and shows the reference;
   * refused or unreachable: the draft stays and `failure` says why.
   */
  send: () => Promise<void>;
}

const emptyMessage: ContactMessage = { name: '', email: '', subject: '', message: '' };
const SUPPORT_STORAGE_KEY = 'mindset-marketing-support';

export const useSupportStore = create<SupportState>()(
  persist(
    (set, get) => ({
      draft: emptyMessage,
      lastSent: null,
      sending: false,
      failure: null,
      updateDraft: (field, value) => set({ draft: { ...get().draft, [field]: value }, lastSent: null }),
      send: async () => {
        if (get().sending) return;
        const draft = get().draft;
        const message = {
          name: draft.name.trim(),
          email: draft.email.trim(),
          subject: draft.subject.trim(),
          message: draft.message.trim(),
        };
        set({ sending: true, failure: null });
        const result = await sendSupportRequest(message);
        if (result.error !== null) {
          set({ sending: false, failure: result.error });
          return;
        }
        set({
          sending: false,
          draft: emptyMessage,
          lastSent: {
            name: message.name,
            email: message.email,
            subject: message.subject,
            reference: result.data.reference,
            sentAt: new Date().toISOString(),
          },
        });
      },
    }),
    {
      name: SUPPORT_STORAGE_KEY,
      // Version 1: a receipt carries its reference; a receipt stored before it had none and is dropped.
      version: 1,
      migrate: (stored) => ({
        draft: (stored as { draft?: ContactMessage } | null)?.draft ?? emptyMessage,
        lastSent: null,
      }),
      partialize: ({ draft, lastSent }) => ({ draft, lastSent }),
    },
  ),
);

// A name and email in a message being written or just sent may be the member's: cleared with the session.
onSignOut(() => useSupportStore.setState(useSupportStore.getInitialState(), true), [SUPPORT_STORAGE_KEY]);
