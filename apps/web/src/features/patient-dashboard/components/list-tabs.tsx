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

/** Appointments: the latest 5; "View all" fetches the rest here, as there is no page of appointments. */
export function AppointmentsTab({ data }: { data: MedicalDashboard }) {
  const [all, setAll] = useState(false);
  const full = useDashboardList({ field: 'medical', list: 'appointments' }, all);
  const more = data.appointmentCount > DASHBOARD_LIST_LIMIT;
  return (
    <SectionCard
      id="tab-appointments"
      title="Appointments"
      action={
        more && !all ? (
          <Button variant="link" className="min-h-11" onClick={() => setAll(true)}>
            View all ({data.appointmentCount})
          </Button>
        ) : null
      }
    >
      {data.appointments.length === 0 ? (
        <div className="py-2">
          <EmptyText>No appointments yet. Find a doctor and consult them by chat, audio or video.</EmptyText>
          <Button asChild>
            <Link to="/expert-selection?category=doctor">Book Appointment</Link>
          </Button>
        </div>
      ) : all && full.isPending ? (
        <LoadingBlocks label="Loading all appointments" count={2} height="h-16" />
      ) : all && full.isError ? (
        <ErrorCard title="Could not load all appointments" error={full.error} onRetry={() => void full.refetch()} />
      ) : (
        <AppointmentItems items={all && full.data?.list === 'appointments' ? full.data.items : data.appointments} label="Appointments" />
      )}
    </SectionCard>
  );
}

/** Records: the latest 5, prescriptions among them; "View all" is the records page. */
export function RecordsTab({ data, onUpload, memberId = null }: { data: MedicalDashboard; onUpload: () => void; memberId?: string | null }) {
  const total = data.stats.medicalRecords + data.stats.prescriptions;
  return (
    <SectionCard
      id="tab-records"
      title="Records"
      action={
        <div className="flex items-center gap-2">
          {total > DASHBOARD_LIST_LIMIT ? (
            <Button asChild variant="link" className="min-h-11">
              <Link to={memberId ? `/medical-records?member=${memberId}` : '/medical-records'}>View all ({total})</Link>
            </Button>
          ) : null}
          <Button onClick={onUpload}>
            <Upload aria-hidden /> Upload Record
          </Button>
        </div>
      }
    >
      {data.records.length > 0 ? (
        <RecordItems items={data.records} label="Records" />
      ) : (
        <EmptyText>No records yet. Lab reports and documents you upload, and prescriptions from your consultations, show here.</EmptyText>
      )}
    </SectionCard>
  );
}

/** Prescriptions issued in consultations: the latest 5, each opening its own page. */
export function PrescriptionsTab({ data, memberId = null }: { data: MedicalDashboard; memberId?: string | null }) {
  return (
    <SectionCard
      id="tab-prescriptions"
      title="Prescriptions"
      action={
        data.stats.prescriptions > DASHBOARD_LIST_LIMIT ? (
          <Button asChild variant="link" className="min-h-11">
            <Link to={`/medical-records?kind=prescription${memberId ? `&member=${memberId}` : ''}`}>View all ({data.stats.prescriptions})</Link>
          </Button>
        ) : null
      }
    >
      {data.prescriptions.length === 0 ? (
        <EmptyText>No prescriptions yet. When a doctor prescribes in a consultation, it shows here.</EmptyText>
      ) : (
        <ul aria-label="Prescriptions" className="divide-y divide-border">
          {data.prescriptions.map((p) => (
            <li key={p.id} className="py-3">
              <p className="font-semibold">{p.diagnosis}</p>
              <p className="text-sm text-muted-foreground">
                {p.doctorName} · {formatCalendarDate(p.date)}
              </p>
              <p className="mt-1 text-sm">{p.medicines.join(', ')}</p>
              <div className="mt-2 flex flex-wrap gap-1.5">
                <Button asChild variant="soft" className="px-3">
                  <Link to={prescriptionViewPath(p.id)} aria-label={`View prescription: ${p.diagnosis}`}>
                    <Eye aria-hidden /> View
                  </Link>
                </Button>
                <Button asChild variant="outline" className="px-3">
                  <Link to={`/prescription-download/${p.id}`} aria-label={`Download prescription: ${p.diagnosis}`}>
                    <Download aria-hidden /> Download
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
