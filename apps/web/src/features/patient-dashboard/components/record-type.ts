import { MEDICAL_RECORD_TYPES, type MedicalRecordType } from '@sahay/domain/medical-records';
import type { MessageKey } from '@/i18n/message-keys';

const isKnown = (value: string): value is MedicalRecordType => (MEDICAL_RECORD_TYPES as readonly string[]).includes(value);

/** A record's kind in the reader's language; the stored value stays the domain's English ('Lab Report'). */
export function recordType(value: string, t: (key: MessageKey) => string): string {
  return isKnown(value) ? t(`records.type.${value}`) : value;
}

/** The choices of "Kind of record": the stored value, said in the reader's language. */
export const recordTypeOptions = (t: (key: MessageKey) => string) => MEDICAL_RECORD_TYPES.map((value) => ({ value, label: recordType(value, t) }));
