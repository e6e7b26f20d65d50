import { LEGAL_LAST_UPDATED } from '@sahay/domain/legal';
import { LegalDocument } from './legal-document';
import { TERMS_RULES_SECTIONS } from './terms-rules';
import { TERMS_SERVICE_SECTIONS } from './terms-service';

const SECTIONS = [...TERMS_SERVICE_SECTIONS, ...TERMS_RULES_SECTIONS];

/** Spec 000 §2 "/terms" and §9 "Legal text": refunds, minimum age and fees in INR. */
export function TermsPage() {
  return (
    <LegalDocument
      title="Terms of Service"
      lastUpdated={LEGAL_LAST_UPDATED}
      intro={<p>The rules for using Sahay to consult verified doctors, lawyers, chartered accountants and IT professionals, in plain words.</p>}
      sections={SECTIONS}
    />
  );
}
