import type { mailboxes } from '../../components/mailboxes';

export type LegalBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] }
  /** Published mailboxes, rendered as mail links. */
  | { kind: 'contacts'; contacts: { label: string; mailbox: keyof typeof mailboxes }[] };

export interface LegalSection {
  id: string;
  heading: string;
  blocks: LegalBlock[];
}

export type LegalDocumentId = 'privacy' | 'terms' | 'cookies';

export interface LegalDocument {
  id: LegalDocumentId;
  path: string;
  title: string;
  /** One line for the legal overview card and the page intro. */
  summary: string;
  lastUpdated: string;
  sections: LegalSection[];
}
