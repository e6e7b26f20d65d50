import { DASHBOARD_LIST_LIMIT } from '@sahay/domain/dashboard';
import type { MedicalDashboard } from '@sahay/domain/dashboard-schemas';
import { prescriptionViewPath } from '@sahay/domain/medical-records';
import { Download, Eye, Upload } from 'lucide-react';
import { useState } from 'react';
import { Link } from '@/lib/router';
import { ErrorCard, LoadingBlocks } from '@/components/query-states';
import { Button } from '@/components/ui/button';
import { useDashboardList } from '../api/dashboard-query';
import { AppointmentItems } from './appointment-items';
import { formatCalendarDate } from '@/lib/date-time';
import { RecordItems } from './record-items';
import { EmptyText, SectionCard } from './section-card';
import { useT } from '@/i18n/i18n';
import { DASHBOARD_AREA } from '../dashboard-area';

/** Appointments: the latest 5; "View all" fetches the rest here, as there is no page of appointments. */
export function AppointmentsTab({ data }: { data: MedicalDashboard }) {
  const { t } = useT(DASHBOARD_AREA);
  const [all, setAll] = useState(false);
  const full = useDashboardList({ field: 'medical', list: 'appointments' }, all);
  const more = data.appointmentCount > DASHBOARD_LIST_LIMIT;
  return (
    <SectionCard
      id="tab-appointments"
      title={t('dashboard.appointments')}
      action={
        more && !all ? (
          <Button variant="link" className="min-h-11" onClick={() => setAll(true)}>
            {t('dashboard.viewAll', { count: data.appointmentCount })}
          </Button>
        ) : null
      }
    >
      {data.appointments.length === 0 ? (
        <div className="py-2">
          <EmptyText>{t('dashboard.noAppointments')}</EmptyText>
          <Button asChild>
            <Link to="/expert-selection?category=doctor">{t('dashboard.bookAppointment')}</Link>
          </Button>
        </div>
      ) : all && full.isPending ? (
        <LoadingBlocks label={t('dashboard.loadingAllAppointments')} count={2} height="h-16" />
      ) : all && full.isError ? (
        <ErrorCard title={t('dashboard.couldNotLoadAllAppointments')} error={full.error} onRetry={() => void full.refetch()} />
      ) : (
        <AppointmentItems items={all && full.data?.list === 'appointments' ? full.data.items : data.appointments} label={t('dashboard.appointments')} />
      )}
    </SectionCard>
  );
}

/** Records: the latest 5, prescriptions among them; "View all" is the records page. */
export function RecordsTab({ data, onUpload, memberId = null }: { data: MedicalDashboard; onUpload: () => void; memberId?: string | null }) {
  const { t } = useT(DASHBOARD_AREA);
  const total = data.stats.medicalRecords + data.stats.prescriptions;
  return (
    <SectionCard
      id="tab-records"
      title={t('dashboard.records')}
      action={
        <div className="flex items-center gap-2">
          {total > DASHBOARD_LIST_LIMIT ? (
            <Button asChild variant="link" className="min-h-11">
              <Link to={memberId ? `/medical-records?member=${memberId}` : '/medical-records'}>{t('dashboard.viewAll', { count: total })}</Link>
            </Button>
          ) : null}
          <Button onClick={onUpload}>
            <Upload aria-hidden /> {t('dashboard.uploadRecord')}
          </Button>
        </div>
      }
    >
      {data.records.length > 0 ? <RecordItems items={data.records} label={t('dashboard.records')} /> : <EmptyText>{t('dashboard.noRecords')}</EmptyText>}
    </SectionCard>
  );
}

/** Prescriptions issued in consultations: the latest 5, each opening its own page. */
export function PrescriptionsTab({ data, memberId = null }: { data: MedicalDashboard; memberId?: string | null }) {
  const { t } = useT(DASHBOARD_AREA);
  return (
    <SectionCard
      id="tab-prescriptions"
      title={t('dashboard.prescriptions')}
      action={
        data.stats.prescriptions > DASHBOARD_LIST_LIMIT ? (
          <Button asChild variant="link" className="min-h-11">
            <Link to={`/medical-records?kind=prescription${memberId ? `&member=${memberId}` : ''}`}>
              {t('dashboard.viewAll', { count: data.stats.prescriptions })}
            </Link>
          </Button>
        ) : null
      }
    >
      {data.prescriptions.length === 0 ? (
        <EmptyText>{t('dashboard.noPrescriptions')}</EmptyText>
      ) : (
        <ul aria-label={t('dashboard.prescriptions')} className="divide-y divide-border">
          {data.prescriptions.map((p) => (
            <li key={p.id} className="py-3">
              <p className="font-semibold">{p.diagnosis}</p>
              <p className="text-sm text-muted-foreground">
                {p.doctorName} · {formatCalendarDate(p.date)}
              </p>
              <p className="mt-1 text-sm">{p.medicines.join(', ')}</p>
              <div className="mt-2 flex flex-wrap gap-1.5">
                <Button asChild variant="soft" className="px-3">
                  <Link to={prescriptionViewPath(p.id)} aria-label={t('dashboard.viewPrescription', { title: p.diagnosis })}>
                    <Eye aria-hidden /> {t('dashboard.view')}
                  </Link>
                </Button>
                <Button asChild variant="outline" className="px-3">
                  <Link to={`/prescription-download/${p.id}`} aria-label={t('dashboard.downloadPrescription', { title: p.diagnosis })}>
                    <Download aria-hidden /> {t('dashboard.download')}
                  </Link>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
