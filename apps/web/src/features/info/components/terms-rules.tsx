import { GRIEVANCE_ACKNOWLEDGE_HOURS, GRIEVANCE_EMAIL, GRIEVANCE_RESOLVE_DAYS, JURISDICTION_CITY, SUPPORT_EMAIL } from '@sahay/domain/legal';
import { rich } from '@/i18n/rich-text';
import type { LegalSection } from './legal-document';
import { linkTo, mail, type Translate } from './terms-service';

// Terms of service, part 2: conduct, content, liability, law, changes and contact.
export function termsRulesSections(t: Translate): readonly LegalSection[] {
  return [
    {
      id: 'conduct',
      title: t('terms.conduct.title'),
      body: (
        <>
          <p>{t('terms.conduct.intro')}</p>
          <ul>
            <li>{t('terms.conduct.1')}</li>
            <li>{t('terms.conduct.2')}</li>
            <li>{t('terms.conduct.3')}</li>
            <li>{t('terms.conduct.4')}</li>
            <li>{t('terms.conduct.5')}</li>
            <li>{t('terms.conduct.6')}</li>
          </ul>
          <p>{t('terms.conduct.end')}</p>
        </>
      ),
    },
    {
      id: 'your-content',
      title: t('terms.content.title'),
      body: <p>{t('terms.content.1')}</p>,
    },
    {
      id: 'suspension',
      title: t('terms.suspension.title'),
      body: (
        <>
          <p>{rich(t('terms.suspension.1'), [linkTo('/delete-account')])}</p>
          <p>{t('terms.suspension.2')}</p>
        </>
      ),
    },
    {
      id: 'liability',
      title: t('terms.liability.title'),
      body: (
        <>
          <p>{t('terms.liability.1')}</p>
          <p>{t('terms.liability.2')}</p>
          <p>{t('terms.liability.3')}</p>
        </>
      ),
    },
    {
      id: 'governing-law',
      title: t('terms.law.title'),
      body: <p>{t('terms.law.1', { city: JURISDICTION_CITY })}</p>,
    },
    {
      id: 'changes',
      title: t('terms.changes.title'),
      body: <p>{t('terms.changes.1')}</p>,
    },
    {
      id: 'contact',
      title: t('terms.contact.title'),
      body: (
        <ul>
          <li>{rich(t('terms.contact.1', { email: SUPPORT_EMAIL }), [mail, linkTo('/contact')])}</li>
          <li>{rich(t('terms.contact.2', { email: GRIEVANCE_EMAIL, hours: GRIEVANCE_ACKNOWLEDGE_HOURS, days: GRIEVANCE_RESOLVE_DAYS }), [mail])}</li>
        </ul>
      ),
    },
  ];
}
