import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { onSignOut } from '../session/sessionEnd';
import { sampleVisitor, type SampleMember } from './sampleMembers';

const VISITOR_PROFILE_KEY = 'mindset-visitor-profile';

interface VisitorProfileState {
  /** The name the visitor gave (at /join or in community settings); null until they give one. */
  name: string | null;
  rename: (name: string) => void;
}

/**
 * The guest visitor's identity, one store for every area (a shared-ui singleton, like the toast
 * store). There are no accounts yet: it lives in this browser; a member session can feed it later.
 */
export const useVisitorProfileStore = create<VisitorProfileState>()(
  persist(
    (set) => ({
      name: null,
      rename: (name) => {
        const trimmed = name.trim();
        if (trimmed) set({ name: trimmed });
      },
    }),
    { name: VISITOR_PROFILE_KEY, partialize: ({ name }) => ({ name }) },
  ),
);

// The name given at /join is the member's: it leaves the device with them.
onSignOut(() => useVisitorProfileStore.setState({ name: null }), [VISITOR_PROFILE_KEY]);

/**
 * How a visitor with this name appears: the sample member, with the name they gave. A visitor who
 * chose their own name is not shown with the sample member's face, so they get their initials instead.
 */
function visitorNamed(name: string | null): SampleMember {
  if (!name || name === sampleVisitor.name) return sampleVisitor;
  return { username: sampleVisitor.username, name };
}

/** The current visitor, kept up to date in a component. */
export function useVisitorProfile(): SampleMember {
  return visitorNamed(useVisitorProfileStore((state) => state.name));
}

/** The current visitor, read once (a store action, an event handler). */
export function currentVisitor(): SampleMember {
  return visitorNamed(useVisitorProfileStore.getState().name);
}

/** Records the visitor's name from outside React too (a form's submit handler, a store action). */
export function renameVisitor(name: string): void {
  useVisitorProfileStore.getState().rename(name);
}
