import { ACCESS_LOG_PATH } from '@sahay/domain/legal';
import { useT } from '@/i18n/i18n';
import { rich } from '@/i18n/rich-text';
import { PRIVACY_AREA } from '../privacy-area';
import { LegalDocument } from './legal-document';
import { privacyDataUseSections } from './privacy-data-use';
import { privacyYourControlSections } from './privacy-your-control';
import { linkTo, type Translate } from './terms-service';

/** Spec 000 §2 "/privacy": the privacy policy, under India's DPDP Act 2023, with the deletion policy of §9. */
export function PrivacyPage() {
  const { t } = useT(PRIVACY_AREA);
  return (
    <LegalDocument
      title={t('privacy.title')}
      lastUpdated={t('privacy.lastUpdated', { date: t('privacy.lastUpdatedDate') })}
      labels={{ contents: t('privacy.contents'), backToTop: t('privacy.backToTop') }}
      intro={
        <>
          <p>{t('privacy.intro.1')}</p>
          <p className="mt-3">{t('privacy.intro.2')}</p>
        </>
      }
      notice={<Summary t={t} />}
      sections={[...privacyDataUseSections(t), ...privacyYourControlSections(t)]}
    />
  );
}

function Summary({ t }: { t: Translate }) {
  return (
    <aside aria-labelledby="privacy-summary" className="rounded-2xl bg-primary-soft p-4 md:p-5 dark:bg-muted">
      <h2 id="privacy-summary" className="font-semibold">
        {t('privacy.summary.title')}
      </h2>
      <ul className="mt-2 list-disc space-y-1.5 pl-5 text-sm/6">
        <li>{t('privacy.summary.1')}</li>
        <li>{t('privacy.summary.2')}</li>
        <li>{rich(t('privacy.summary.3'), [linkTo(ACCESS_LOG_PATH)])}</li>
        <li>{t('privacy.summary.4')}</li>
        <li>{t('privacy.summary.5')}</li>
        <li>{t('privacy.summary.6')}</li>
      </ul>
    </aside>
  );
}
