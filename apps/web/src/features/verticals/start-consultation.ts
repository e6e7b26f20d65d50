import type { Category } from '@sahay/domain/categories';
import { CONSULTATION_REQUEST_ROUTES, type ConsultationMode } from '@sahay/domain/verticals';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';

export function consultationRequestPath(vertical: Category, mode: ConsultationMode): string {
  return `${CONSULTATION_REQUEST_ROUTES[vertical]}?mode=${mode}`;
}

/**
 * The one way a vertical home starts a consultation: the hero buttons, the consult tiles and the help widget all
 * call `startConsultation`. Spec 000 §2 opens a consultation modal per type; until the consultation issue builds
 * it, this opens the vertical's request page with the mode, and that issue swaps the modal in here.
 */
export function useStartConsultation() {
  const navigate = useNavigate();
  return useCallback(
    function startConsultation(vertical: Category, mode: ConsultationMode) {
      void navigate(consultationRequestPath(vertical, mode));
    },
    [navigate],
  );
}

export type StartConsultation = ReturnType<typeof useStartConsultation>;
