import type { Department } from '@sahay/domain/categories';
import type { MatchedExpert } from '@sahay/domain/consultation-requests';
import { Info, UserRoundSearch } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PhoneCallStatus } from '@/components/phone-call/phone-call-status';
import { toast } from '@/lib/toast';
import type { BridgedCall } from '@sahay/domain/phone-calls';
import { useMatchedDoctors } from '../api/matched-doctors-query';
import { DoctorCard } from './doctor-card';

import { useT } from '@/i18n/i18n';
import { groupName } from '@/lib/specialty-names';
import { CONSULT_AREA } from '../consult-area';

/** Spec 001 §4.1 step 4: 1 s between choosing and the confirmation. */
export const DOCTOR_SELECTED_MS = 1000;

/** "Dr. Arjun Mehta" and "Arjun Mehta" both read 'Dr. Arjun Mehta' after the spec's 'You selected Dr. '. */
export const withoutTitle = (name: string) => name.replace(/^Dr\.?\s+/i, '');

interface DoctorsStepProps {
  department: Department;
  onSelected: (doctor: MatchedExpert) => void;
  onConsultNow: (doctor: MatchedExpert) => void;
  onChat: (doctor: MatchedExpert) => void;
  onCall: (doctor: MatchedExpert) => void;
  /** The phone call placed from a card (issue 15 part 5): whom, whether it is being placed, and its live state. */
  phoneCall: { doctorId: string; placing: boolean; call: BridgedCall | undefined } | null;
  onClose: () => void;
}

export function DoctorsStep({ department, onSelected, onConsultNow, onChat, onCall, phoneCall, onClose }: DoctorsStepProps) {
  const query = useMatchedDoctors(department);
  const [selected, setSelected] = useState<MatchedExpert | null>(null);
  const [notifying, setNotifying] = useState<string | null>(null);
  const { t } = useT(CONSULT_AREA);
  const departmentName = groupName(t, department);

  useEffect(() => {
    if (query.isError) toast.error(t('consult.loadFailed'));
  }, [query.isError, t]);
  useEffect(() => {
    if (!selected) return;
    const timer = setTimeout(() => onSelected(selected), DOCTOR_SELECTED_MS);
    return () => clearTimeout(timer);
  }, [selected, onSelected]);

  if (query.isPending) {
    return (
      <div aria-busy="true" aria-label={t('consult.finding')} className="space-y-3">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-36 animate-pulse rounded-2xl bg-muted" />
        ))}
      </div>
    );
  }
  if (query.isError || query.data.experts.length === 0) {
    return (
      <Card role="alert" className="p-6 text-center">
        <UserRoundSearch aria-hidden className="mx-auto size-10 text-muted-foreground" />
        <p className="mt-3 font-semibold">{query.isError ? t('consult.loadFailed') : t('consult.noDoctors', { department: departmentName })}</p>
        <div className="mt-4 flex justify-center gap-2">
          {query.isError ? (
            <Button variant="outline" onClick={() => void query.refetch()}>
              {t('consult.tryAgain')}
            </Button>
          ) : null}
          <Button onClick={onClose}>{t('consult.close')}</Button>
        </div>
      </Card>
    );
  }
  const busy = selected !== null || notifying !== null;
  const callBusy = Boolean(phoneCall && (phoneCall.placing || (phoneCall.call && !['completed', 'failed'].includes(phoneCall.call.status))));
  return (
    <div className="space-y-3">
      <h3 className="font-semibold">{t('consult.doctorsFor', { department: departmentName })}</h3>
      {query.data.message ? (
        <p className="flex items-start gap-2 rounded-xl bg-primary-soft p-3 text-sm text-primary-strong dark:text-foreground">
          <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
          {query.data.message}
        </p>
      ) : null}
      {selected ? (
        <p role="status" className="rounded-xl bg-success/10 p-3 text-sm font-medium text-success">
          {t('consult.selected', { name: withoutTitle(selected.name) })}
        </p>
      ) : null}
      <ul className="space-y-3">
        {query.data.experts.map((doctor) => (
          <li key={doctor.id}>
            <DoctorCard
              doctor={doctor}
              selected={selected?.id === doctor.id}
              notifying={notifying === doctor.id}
              disabled={busy}
              onSelect={() => setSelected(doctor)}
              onConsultNow={() => {
                setNotifying(doctor.id);
                onConsultNow(doctor);
              }}
              onCall={() => onCall(doctor)}
              calling={phoneCall?.doctorId === doctor.id && phoneCall.placing}
              callDisabled={callBusy}
              onChat={() => onChat(doctor)}
            />
            {phoneCall?.doctorId === doctor.id && phoneCall.call ? <PhoneCallStatus call={phoneCall.call} side="patient" /> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
