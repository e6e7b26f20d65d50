import { EMERGENCY_NUMBER, SAFETY_EMAIL } from '@sahay/domain/legal';
import { rich } from '@/i18n/rich-text';
import type { LegalSection } from './legal-document';
import { mail, strong, type Translate } from './terms-service';

// Patient safety, part 2: who the experts are, what online care can do, prescriptions and raising a concern.
export function safetyCareSections(t: Translate): readonly LegalSection[] {
  return [
    {
      id: 'verification',
      title: t('safety.verification.title'),
      body: (
        <>
          <p>{t('safety.verification.intro')}</p>
          <ol>
            <li>{rich(t('safety.verification.identity'), [strong])}</li>
            <li>{rich(t('safety.verification.registration'), [strong])}</li>
            <li>{rich(t('safety.verification.qualifications'), [strong])}</li>
            <li>{rich(t('safety.verification.review'), [strong])}</li>
          </ol>
          <p>{t('safety.verification.prescription')}</p>
        </>
      ),
    },
    {
      id: 'telemedicine',
      title: t('safety.telemedicine.title'),
      body: (
        <>
          <p>{rich(t('safety.telemedicine.intro'), [strong])}</p>
          <ul>
            <li>{t('safety.telemedicine.1')}</li>
            <li>{t('safety.telemedicine.2')}</li>
            <li>{t('safety.telemedicine.3')}</li>
            <li>{t('safety.telemedicine.4')}</li>
          </ul>
        </>
      ),
    },
    {
      id: 'prescriptions',
      title: t('safety.prescriptions.title'),
      body: (
        <ul>
          <li>{t('safety.prescriptions.1')}</li>
          <li>{t('safety.prescriptions.2')}</li>
          <li>{t('safety.prescriptions.3')}</li>
          <li>{t('safety.prescriptions.4')}</li>
          <li>{t('safety.prescriptions.5')}</li>
        </ul>
      ),
    },
    {
      id: 'your-part',
      title: t('safety.yourPart.title'),
      body: (
        <ul>
          <li>{t('safety.yourPart.1')}</li>
          <li>{t('safety.yourPart.2')}</li>
          <li>{t('safety.yourPart.3')}</li>
          <li>{t('safety.yourPart.4')}</li>
        </ul>
      ),
    },
    {
      id: 'report',
      title: t('safety.report.title'),
      body: (
        <>
          <p>{rich(t('safety.report.intro', { email: SAFETY_EMAIL }), [mail])}</p>
          <ul>
            <li>{t('safety.report.1')}</li>
            <li>{t('safety.report.2')}</li>
            <li>{t('safety.report.3')}</li>
          </ul>
          <p>{t('safety.report.review', { number: EMERGENCY_NUMBER })}</p>
        </>
      ),
    },
  ];
}
