/** Product rules (Legal): every legal page was last updated in December 2024. */
export const LEGAL_LAST_UPDATED = 'December 2024';

/** Unfilled on purpose (spec): the company has not published these yet, so they stay visible as placeholders. */
export const COMPANY_ADDRESS = '[Company address]';
export const JURISDICTION = '[Jurisdiction]';

export const MINIMUM_AGE =
  'You must be at least 13 years old to use the platform, or 16 if you live in the European Economic Area (EEA).';
