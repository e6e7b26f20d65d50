import { CATEGORY_LABELS } from '@sahay/domain/categories';
import type { DeskAlert } from '@sahay/domain/expert-desk';

export const GENDER_LABELS: Record<string, string> = { male: 'Male', female: 'Female', other: 'Other' };

/** What an offer shows of a patient: field, age, gender (issue 16); never a name. */
export function offerFacts(c: Pick<DeskAlert, 'category' | 'department' | 'patientAge' | 'patientGender'>): string {
  const facts = [
    c.department ?? CATEGORY_LABELS[c.category].field,
    c.patientAge !== null ? `${c.patientAge} years` : null,
    c.patientGender ? GENDER_LABELS[c.patientGender] : null,
  ];
  return facts.filter(Boolean).join(' · ');
}

export const DESK_ALERT_TITLE = 'A patient started a chat with you';

export function deskAlertText(alert: DeskAlert): { title: string; body: string } {
  return { title: DESK_ALERT_TITLE, body: `${offerFacts(alert)}. Open your Sahay desk to see the request.` };
}
