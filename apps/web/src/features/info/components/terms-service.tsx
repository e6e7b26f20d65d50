import { EMERGENCY_NUMBER, FEES_CURRENCY, MINIMUM_USER_AGE, REFUND_WINDOW_DAYS, SUPPORT_EMAIL } from '@sahay/domain/legal';
import { BOOKING_CHANGE_CUTOFF_HOURS, BOOKING_WINDOW_DAYS, PAYMENT_HOLD_MINUTES } from '@sahay/domain/booking-rules';
import type { ReactNode } from 'react';
import { Link } from '@/lib/router';
import { rich } from '@/i18n/rich-text';
import type { MessageKey } from '@/i18n/message-keys';
import type { MessageValues } from '@/i18n/format-message';
import { MailLink, type LegalSection } from './legal-document';

export type Translate = (key: MessageKey, values?: MessageValues) => string;

export const strong = (text: string): ReactNode => <strong>{text}</strong>;
export const linkTo = (to: string) => (text: string) => <Link to={to}>{text}</Link>;
export const mail = (text: string) => <MailLink email={text} />;

// Terms of service, part 1: who may use Sahay, what it is and is not, and what consultations cost.
export function termsServiceSections(t: Translate): readonly LegalSection[] {
  return [
    {
      id: 'about-these-terms',
      title: t('terms.about.title'),
      body: (
        <>
          <p>{t('terms.about.1')}</p>
          <p>{rich(t('terms.about.2'), [linkTo('/privacy')])}</p>
        </>
      ),
    },
    {
      id: 'eligibility',
      title: t('terms.eligibility.title'),
      body: (
        <ul>
          <li>{rich(t('terms.eligibility.1', { age: MINIMUM_USER_AGE }), [strong])}</li>
          <li>{t('terms.eligibility.2')}</li>
          <li>{t('terms.eligibility.3')}</li>
          <li>{t('terms.eligibility.4')}</li>
        </ul>
      ),
    },
    {
      id: 'experts',
      title: t('terms.experts.title'),
      body: (
        <>
          <p>{rich(t('terms.experts.1'), [strong])}</p>
          <p>{t('terms.experts.2')}</p>
        </>
      ),
    },
    {
      id: 'emergencies',
      title: t('terms.emergencies.title'),
      body: <p>{rich(t('terms.emergencies.1', { number: EMERGENCY_NUMBER }), [strong, linkTo('/patient-safety')])}</p>,
    },
    {
      id: 'ai-assistant',
      title: t('terms.ai.title'),
      body: (
        <>
          <p>{rich(t('terms.ai.1'), [strong])}</p>
          <p>{t('terms.ai.2')}</p>
        </>
      ),
    },
    {
      id: 'consultations',
      title: t('terms.consultations.title'),
      body: (
        <ul>
          <li>{t('terms.consultations.1')}</li>
          <li>{t('terms.consultations.2')}</li>
          <li>{t('terms.consultations.3')}</li>
          <li>{t('terms.consultations.4')}</li>
          <li>{t('terms.consultations.5')}</li>
        </ul>
      ),
    },
    {
      id: 'appointments',
      title: t('terms.appointments.title'),
      body: (
        <ul>
          <li>{t('terms.appointments.1', { days: BOOKING_WINDOW_DAYS })}</li>
          <li>{rich(t('terms.appointments.2', { minutes: PAYMENT_HOLD_MINUTES }), [strong])}</li>
          <li>{rich(t('terms.appointments.3', { hours: BOOKING_CHANGE_CUTOFF_HOURS }), [strong])}</li>
          <li>{t('terms.appointments.4')}</li>
          <li>{t('terms.appointments.5')}</li>
        </ul>
      ),
    },
    {
      id: 'fees',
      title: t('terms.fees.title'),
      body: (
        <ul>
          <li>{rich(t('terms.fees.1', { currency: FEES_CURRENCY }), [strong])}</li>
          <li>{t('terms.fees.2')}</li>
          <li>{t('terms.fees.3')}</li>
          <li>{t('terms.fees.4')}</li>
          <li>{t('terms.fees.5')}</li>
        </ul>
      ),
    },
    {
      id: 'refunds',
      title: t('terms.refunds.title'),
      body: (
        <>
          <ul>
            <li>{rich(t('terms.refunds.1', { days: REFUND_WINDOW_DAYS }), [strong, strong])}</li>
            <li>{rich(t('terms.refunds.2'), [strong])}</li>
            <li>{t('terms.refunds.3')}</li>
            <li>{rich(t('terms.refunds.4', { email: SUPPORT_EMAIL }), [mail, linkTo('/contact')])}</li>
            <li>{t('terms.refunds.5')}</li>
          </ul>
          <p>{t('terms.refunds.6')}</p>
        </>
      ),
    },
  ];
}
