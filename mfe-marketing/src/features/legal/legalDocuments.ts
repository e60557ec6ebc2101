import { cookiePolicy } from './cookiePolicy.data';
import type { LegalDocument, LegalDocumentId } from './legal.types';
import { privacyPolicy } from './privacyPolicy.data';
import { termsOfService } from './termsOfService.data';

/** In the order the legal overview lists them. */
export const legalDocuments: Record<LegalDocumentId, LegalDocument> = {
  privacy: privacyPolicy,
  terms: termsOfService,
  cookies: cookiePolicy,
};
