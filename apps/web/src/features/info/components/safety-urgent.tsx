import { AMBULANCE_NUMBER, EMERGENCY_NUMBER, MENTAL_HEALTH_HELPLINE } from '@sahay/domain/legal';
import { rich } from '@/i18n/rich-text';
import type { LegalSection } from './legal-document';
import { strong, type Translate } from './terms-service';

const tel = (number: string) => (text: string) => <a href={`tel:${number}`}>{text}</a>;

// Patient safety, part 1: emergencies and the warning signs that need in-person care.
export function safetyUrgentSections(t: Translate): readonly LegalSection[] {
  return [
    {
      id: 'emergencies',
      title: t('safety.emergencies.title'),
      body: (
        <>
          <p>{rich(t('safety.emergencies.intro'), [strong])}</p>
          <ul>
            <li>{rich(t('safety.emergencies.emergency', { number: EMERGENCY_NUMBER }), [tel(EMERGENCY_NUMBER)])}</li>
            <li>{rich(t('safety.emergencies.ambulance', { number: AMBULANCE_NUMBER }), [tel(AMBULANCE_NUMBER)])}</li>
            <li>
              {rich(t('safety.emergencies.mentalHealth', { number: MENTAL_HEALTH_HELPLINE, emergency: EMERGENCY_NUMBER }), [tel(MENTAL_HEALTH_HELPLINE)])}
            </li>
          </ul>
          <p>{t('safety.emergencies.expert')}</p>
          <p>{t('safety.emergencies.detector')}</p>
        </>
      ),
    },
    {
      id: 'red-flags',
      title: t('safety.redFlags.title'),
      body: (
        <>
          <p>{t('safety.redFlags.intro')}</p>
          <h3>{t('safety.redFlags.adults.title')}</h3>
          <ul>
            <li>{t('safety.redFlags.adults.1')}</li>
            <li>{t('safety.redFlags.adults.2')}</li>
            <li>{t('safety.redFlags.adults.3')}</li>
            <li>{t('safety.redFlags.adults.4')}</li>
            <li>{t('safety.redFlags.adults.5')}</li>
            <li>{t('safety.redFlags.adults.6')}</li>
            <li>{t('safety.redFlags.adults.7')}</li>
            <li>{t('safety.redFlags.adults.8')}</li>
            <li>{t('safety.redFlags.adults.9')}</li>
            <li>{t('safety.redFlags.adults.10')}</li>
            <li>{t('safety.redFlags.adults.11')}</li>
            <li>{t('safety.redFlags.adults.12')}</li>
          </ul>
          <h3>{t('safety.redFlags.children.title')}</h3>
          <ul>
            <li>{t('safety.redFlags.children.1')}</li>
            <li>{t('safety.redFlags.children.2')}</li>
            <li>{t('safety.redFlags.children.3')}</li>
            <li>{t('safety.redFlags.children.4')}</li>
            <li>{t('safety.redFlags.children.5')}</li>
          </ul>
          <h3>{t('safety.redFlags.pregnancy.title')}</h3>
          <ul>
            <li>{t('safety.redFlags.pregnancy.1')}</li>
            <li>{t('safety.redFlags.pregnancy.2')}</li>
            <li>{t('safety.redFlags.pregnancy.3')}</li>
            <li>{t('safety.redFlags.pregnancy.4')}</li>
          </ul>
        </>
      ),
    },
  ];
}
