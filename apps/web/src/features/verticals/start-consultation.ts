import type { Category } from '@sahay/domain/categories';
import { CONSULTATION_REQUEST_ROUTES, type ConsultationMode } from '@sahay/domain/verticals';
import { useCallback } from 'react';
import { useNavigate } from '@/lib/router';
import { openMedicalConsultation } from '@/lib/medical-consultation';

export function consultationRequestPath(vertical: Category, mode: ConsultationMode): string {
  return `${CONSULTATION_REQUEST_ROUTES[vertical]}?mode=${mode}`;
}

/**
 * The one way a vertical home starts a consultation: the hero buttons, the consult tiles and the help widget all
 * call `startConsultation`. Spec 000 §2 opens a consultation modal per type: the medical one is the five-step
 * 'Connect with Expert Doctor' modal (shown by the shell); the others open their request page with the mode.
 */
export function useStartConsultation() {
  const navigate = useNavigate();
  return useCallback(
    function startConsultation(vertical: Category, mode: ConsultationMode) {
      if (vertical === 'medical') openMedicalConsultation(mode);
      else void navigate(consultationRequestPath(vertical, mode));
    },
    [navigate],
  );
}

export type StartConsultation = ReturnType<typeof useStartConsultation>;
