import { onSignOut, renameVisitor } from '@mindset/shared-ui';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';

export interface JoinDetails {
  fullName: string;
  email: string;
  goals: string;
}

export interface Membership extends JoinDetails {
  /** ISO timestamp of the moment the visitor joined. */
  joinedAt: string;
}

interface JoinState {
  /** What the visitor is typing: kept so a reload or a bad email loses nothing. */
  draft: JoinDetails;
  membership: Membership | null;
  updateDraft: (field: keyof JoinDetails, value: string) => void;
  /** Keeps the whole form as the draft (a refused join: nothing typed is lost, even on a reload). */
  keepDraft: (draft: JoinDetails) => void;
  /** Records the membership from the form's details (already validated) and empties the draft. */
  join: (details: JoinDetails) => void;
  /** Back to the form with the details used last time, to correct them. */
  editDetails: () => void;
}

const emptyDraft: JoinDetails = { fullName: '', email: '', goals: '' };
const JOIN_STORAGE_KEY = 'mindset-marketing-join';

export const useJoinStore = create<JoinState>()(
  persist(
    (set, get) => ({
      draft: emptyDraft,
      membership: null,
      updateDraft: (field, value) => set({ draft: { ...get().draft, [field]: value } }),
      keepDraft: ({ fullName, email, goals }) => set({ draft: { fullName, email, goals } }),
      join: ({ fullName, email, goals }) => {
        // The name the visitor goes by in every area (community, collab), not only on this page.
        renameVisitor(fullName);
        set({
          membership: {
            fullName: fullName.trim(),
            email: email.trim(),
            goals: goals.trim(),
            joinedAt: new Date().toISOString(),
          },
          draft: emptyDraft,
        });
      },
      editDetails: () => {
        const { membership } = get();
        if (!membership) return;
        const { fullName, email, goals } = membership;
        set({ membership: null, draft: { fullName, email, goals } });
      },
    }),
    { name: JOIN_STORAGE_KEY, partialize: ({ draft, membership }) => ({ draft, membership }) },
  ),
);

// The name and email typed at /join are the member's: they leave the device when the session ends.
onSignOut(() => useJoinStore.setState(useJoinStore.getInitialState(), true), [JOIN_STORAGE_KEY]);
