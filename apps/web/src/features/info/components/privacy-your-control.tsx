import {
  ACCESS_LOG_PATH,
  AUDIT_RETENTION_DAYS,
  DELETION_COMPLETION_BUSINESS_DAYS,
  DELETION_RESPONSE_BUSINESS_DAYS,
  GRIEVANCE_ACKNOWLEDGE_HOURS,
  GRIEVANCE_EMAIL,
  GRIEVANCE_RESOLVE_DAYS,
  MINIMUM_USER_AGE,
  PRIVACY_EMAIL,
  SUPPORT_EMAIL,
} from '@sahay/domain/legal';
import { rich } from '@/i18n/rich-text';
import { inPage, type LegalSection } from './legal-document';
import { linkTo, mail, strong, type Translate } from './terms-service';

// Privacy policy, part 2: how data is protected and shared, deletion, rights, children, changes, contact.
export function privacyYourControlSections(t: Translate): readonly LegalSection[] {
  return [
    {
      id: 'security',
      title: t('privacy.security.title'),
      body: (
        <ul>
          <li>{rich(t('privacy.security.transit'), [strong])}</li>
          <li>{rich(t('privacy.security.sessions'), [strong])}</li>
          <li>{rich(t('privacy.security.access'), [strong])}</li>
          <li>{rich(t('privacy.security.audit', { days: AUDIT_RETENTION_DAYS }), [strong, linkTo(ACCESS_LOG_PATH)])}</li>
          <li>{rich(t('privacy.security.shares'), [strong])}</li>
          <li>{rich(t('privacy.security.limits'), [strong])}</li>
          <li>{rich(t('privacy.security.breach'), [strong])}</li>
        </ul>
      ),
    },
    {
      id: 'health-qr',
      title: t('privacy.qr.title'),
      body: (
        <>
          <p>{t('privacy.qr.intro')}</p>
          <ul>
            <li>{rich(t('privacy.qr.random'), [strong])}</li>
            <li>{rich(t('privacy.qr.scoped'), [strong])}</li>
            <li>{rich(t('privacy.qr.expiring'), [strong])}</li>
            <li>{rich(t('privacy.qr.revocable'), [strong])}</li>
            <li>{rich(t('privacy.qr.logged'), [strong])}</li>
            <li>{rich(t('privacy.qr.fingerprint'), [strong])}</li>
          </ul>
          <p>{rich(t('privacy.qr.chart'), [linkTo(ACCESS_LOG_PATH)])}</p>
          <p>{t('privacy.qr.trust')}</p>
        </>
      ),
    },
    {
      id: 'download',
      title: t('privacy.download.title'),
      body: (
        <>
          <p>{rich(t('privacy.download.intro'), [strong])}</p>
          <ul>
            <li>{rich(t('privacy.download.json'), [strong])}</li>
            <li>{rich(t('privacy.download.fhir'), [strong])}</li>
          </ul>
          <p>{t('privacy.download.others')}</p>
        </>
      ),
    },
    {
      id: 'deletion',
      title: t('privacy.deletion.title'),
      body: (
        <>
          <p>{rich(t('privacy.deletion.intro', { email: PRIVACY_EMAIL }), [linkTo('/delete-account'), mail])}</p>
          <ul>
            <li>{rich(t('privacy.deletion.verify', { days: DELETION_RESPONSE_BUSINESS_DAYS }), [strong])}</li>
            <li>{rich(t('privacy.deletion.deleted', { days: DELETION_COMPLETION_BUSINESS_DAYS }), [strong])}</li>
            <li>{rich(t('privacy.deletion.unsigned'), [strong])}</li>
            <li>{rich(t('privacy.deletion.professional'), [strong])}</li>
            <li>{rich(t('privacy.deletion.audit'), [inPage('retention')])}</li>
            <li>{t('privacy.deletion.kept')}</li>
          </ul>
        </>
      ),
    },
    {
      id: 'your-rights',
      title: t('privacy.rights.title'),
      body: (
        <>
          <p>{t('privacy.rights.intro')}</p>
          <ul>
            <li>{rich(t('privacy.rights.access'), [strong, inPage('download')])}</li>
            <li>{rich(t('privacy.rights.correct'), [strong])}</li>
            <li>{rich(t('privacy.rights.delete'), [strong, inPage('deletion')])}</li>
            <li>{rich(t('privacy.rights.withdraw'), [strong])}</li>
            <li>{rich(t('privacy.rights.nominate'), [strong])}</li>
            <li>
              {rich(t('privacy.rights.grievance', { email: GRIEVANCE_EMAIL, hours: GRIEVANCE_ACKNOWLEDGE_HOURS, days: GRIEVANCE_RESOLVE_DAYS }), [
                strong,
                mail,
              ])}
            </li>
          </ul>
          <p>{rich(t('privacy.rights.use', { email: PRIVACY_EMAIL }), [mail])}</p>
        </>
      ),
    },
    {
      id: 'children',
      title: t('privacy.children.title'),
      body: (
        <>
          <p>{rich(t('privacy.children.1', { age: MINIMUM_USER_AGE }), [strong])}</p>
          <p>{t('privacy.children.2')}</p>
        </>
      ),
    },
    {
      id: 'changes',
      title: t('privacy.changes.title'),
      body: <p>{t('privacy.changes.1')}</p>,
    },
    {
      id: 'contact',
      title: t('privacy.contact.title'),
      body: (
        <ul>
          <li>{rich(t('privacy.contact.privacy', { email: PRIVACY_EMAIL }), [mail])}</li>
          <li>{rich(t('privacy.contact.grievance', { email: GRIEVANCE_EMAIL }), [mail])}</li>
          <li>{rich(t('privacy.contact.other', { email: SUPPORT_EMAIL }), [mail, linkTo('/contact')])}</li>
        </ul>
      ),
    },
  ];
}
