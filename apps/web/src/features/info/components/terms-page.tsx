import { useT } from '@/i18n/i18n';
import { TERMS_AREA } from '../terms-area';
import { LegalDocument } from './legal-document';
import { termsRulesSections } from './terms-rules';
import { termsServiceSections } from './terms-service';

/** Spec 000 §2 "/terms" and §9 "Legal text": refunds, minimum age and fees in INR. */
export function TermsPage() {
  const { t } = useT(TERMS_AREA);
  return (
    <LegalDocument
      title={t('terms.title')}
      lastUpdated={t('terms.lastUpdated', { date: t('terms.lastUpdatedDate') })}
      labels={{ contents: t('terms.contents'), backToTop: t('terms.backToTop') }}
      intro={<p>{t('terms.intro')}</p>}
      sections={[...termsServiceSections(t), ...termsRulesSections(t)]}
    />
  );
}
