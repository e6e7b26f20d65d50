import type { DeskAlert } from '@sahay/domain/expert-desk';
import { t } from '@/i18n/i18n';
import { categoryLabel, groupName } from '@/lib/specialty-names';

const GENDERS = { male: 'desk.gender.male', female: 'desk.gender.female', other: 'desk.gender.other' } as const;

/** A patient's gender as the desk says it; a value the app does not know is shown as it is. */
export const genderLabel = (gender: string) => (Object.hasOwn(GENDERS, gender) ? t(GENDERS[gender as keyof typeof GENDERS]) : gender);

/** What an offer shows of a patient: field, age, gender (issue 16); never a name. In the current language. */
export function offerFacts(c: Pick<DeskAlert, 'category' | 'department' | 'patientAge' | 'patientGender'>): string {
  const facts = [
    c.department ? groupName(t, c.department) : categoryLabel(t, c.category, 'field'),
    c.patientAge !== null ? t('desk.ageYears', { age: c.patientAge }) : null,
    c.patientGender ? genderLabel(c.patientGender) : null,
  ];
  return facts.filter(Boolean).join(' · ');
}

export function deskAlertText(alert: DeskAlert): { title: string; body: string } {
  return { title: t('desk.alertTitle'), body: t('desk.alertBody', { facts: offerFacts(alert) }) };
}
