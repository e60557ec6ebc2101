/** Product rules (Legal): every legal page was last updated in December 2024. */
export const LEGAL_LAST_UPDATED = 'December 2024';

/**
 * Who runs the site, from the release's configuration (read when the remote is built, so a release
 * and its prerendered pages say the same): VITE_OPERATOR_NAME, VITE_OPERATOR_ADDRESS,
 * VITE_OPERATOR_JURISDICTION. The spec leaves the address and jurisdiction unpublished; without them
 * the pages use wording that is true as it stands, never a bracketed placeholder (decision 0096).
 */
function configured(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

export const OPERATOR_NAME = configured(import.meta.env.VITE_OPERATOR_NAME) ?? 'Mindset Platform';
const OPERATOR_ADDRESS = configured(import.meta.env.VITE_OPERATOR_ADDRESS);
const OPERATOR_JURISDICTION = configured(import.meta.env.VITE_OPERATOR_JURISDICTION);

/** "Mindset Platform, 1 High Street, London", or the name alone while no address is configured. */
export const OPERATOR_WITH_ADDRESS = OPERATOR_ADDRESS ? `${OPERATOR_NAME}, ${OPERATOR_ADDRESS}` : OPERATOR_NAME;

/** Where the operator can be written to. */
export const POSTAL_CONTACT = OPERATOR_ADDRESS
  ? `By post: ${OPERATOR_WITH_ADDRESS}.`
  : `By post: write to ${OPERATOR_NAME}; our postal address is given on request by email.`;

/** The law the terms are governed by. */
export const GOVERNING_LAW = OPERATOR_JURISDICTION
  ? `These terms are governed by the laws of ${OPERATOR_JURISDICTION}, and disputes are subject to the courts of ${OPERATOR_JURISDICTION}.`
  : `These terms are governed by the laws of the country where ${OPERATOR_NAME} is registered, and disputes are subject to its courts.`;

export const MINIMUM_AGE =
  'You must be at least 13 years old to use the platform, or 16 if you live in the European Economic Area (EEA).';
