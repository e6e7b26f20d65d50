import { closeMedicalConsultation, useMedicalConsultationRequest } from '@/lib/medical-consultation';
import { SPECIALTIES_AREA, WithArea } from '@/lib/specialty-names';
import { ConsultModal } from './components/consult-modal';

/** Mounted by the shell while someone has asked for the medical modal (lib/medical-consultation.ts). */
export default function ConsultModalHost() {
  const request = useMedicalConsultationRequest();
  if (!request) return null;
  return (
    <WithArea area={SPECIALTIES_AREA}>
      <ConsultModal mode={request.mode} prefill={request.prefill} onClose={closeMedicalConsultation} />
    </WithArea>
  );
}
