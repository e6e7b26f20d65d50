import type { ConsultationMode } from '@sahay/domain/verticals';
import { useSyncExternalStore } from 'react';

// Spec 000 §3 / 001 §2.2: the doctor home's buttons, the medical landing page and the service tiles all open the
// one 'Connect with Expert Doctor' modal. They live in different features, so they ask for it here and the shell
// shows it (app/shell), without any feature importing another.
export interface MedicalConsultationRequest {
  mode: ConsultationMode;
  /** What the form starts with, such as a description carried from "Describe your problem" (issue 21). */
  prefill?: { symptoms?: string; department?: string };
}

let current: MedicalConsultationRequest | null = null;
const listeners = new Set<() => void>();

function emit(next: MedicalConsultationRequest | null) {
  current = next;
  listeners.forEach((listener) => listener());
}

export function openMedicalConsultation(mode: ConsultationMode = 'video', prefill?: MedicalConsultationRequest['prefill']) {
  emit({ mode, prefill });
}

export function closeMedicalConsultation() {
  emit(null);
}

export function useMedicalConsultationRequest(): MedicalConsultationRequest | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => null,
  );
}
