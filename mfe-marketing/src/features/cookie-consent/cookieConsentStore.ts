import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { OptionalCookieCategory } from './cookieCategories.data';

export type CookieChoices = Record<OptionalCookieCategory, boolean>;

export interface CookieConsent {
  choices: CookieChoices;
  /** ISO timestamp of the decision, shown back to the visitor. */
  decidedAt: string;
}

interface CookieConsentState {
  /** Null until the visitor decides: then only strictly necessary storage is used. */
  consent: CookieConsent | null;
  acceptAll: () => void;
  saveChoices: (choices: CookieChoices) => void;
}

export const noOptionalCookies: CookieChoices = { performance: false, functional: false, targeting: false };
const allOptionalCookies: CookieChoices = { performance: true, functional: true, targeting: true };

/** Kept in local storage (itself strictly necessary), so the choice survives reloads and later visits. */
export const useCookieConsentStore = create<CookieConsentState>()(
  persist(
    (set) => ({
      consent: null,
      acceptAll: () => set({ consent: { choices: allOptionalCookies, decidedAt: new Date().toISOString() } }),
      saveChoices: (choices) => set({ consent: { choices, decidedAt: new Date().toISOString() } }),
    }),
    { name: 'mindset-marketing-cookie-consent', partialize: ({ consent }) => ({ consent }) },
  ),
);
