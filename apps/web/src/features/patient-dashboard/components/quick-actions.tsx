import { CalendarPlus, HeartPulse, QrCode, Upload, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '@/lib/router';
import { useT } from '@/i18n/i18n';
import { DASHBOARD_AREA } from '../dashboard-area';

const ACTION =
  'flex min-h-16 flex-col items-center justify-center gap-1.5 rounded-2xl border border-border bg-surface p-3 text-center text-sm font-semibold hover:bg-muted focus-visible:outline-2 focus-visible:outline-primary';

function Icon({ children }: { children: ReactNode }) {
  return <span className="flex size-9 items-center justify-center rounded-full bg-primary-soft text-primary-strong dark:text-foreground">{children}</span>;
}

/**
 * Spec 001 §2.12's quick actions, each doing what it says. Book Appointment opens the experts directory, where each
 * expert's Book shows their free slots (issue 19); Track Vitals opens the tracker of the person the dashboard shows; Family Members opens /family
 * (issue 14 part 8).
 */
export function QuickActions({ onUpload, onHealthQr, memberId }: { onUpload: () => void; onHealthQr: () => void; memberId: string | null }) {
  const { t } = useT(DASHBOARD_AREA);
  return (
    <nav aria-label={t('dashboard.quickActions')} className="grid grid-cols-2 gap-3 sm:grid-cols-5">
      <Link to="/expert-selection?category=doctor" className={ACTION}>
        <Icon>
          <CalendarPlus aria-hidden className="size-5" />
        </Icon>
        {t('dashboard.bookAppointment')}
      </Link>
      <button type="button" onClick={onUpload} className={ACTION}>
        <Icon>
          <Upload aria-hidden className="size-5" />
        </Icon>
        {t('dashboard.uploadRecord')}
      </button>
      <Link to={memberId ? `/health-tracker?member=${memberId}` : '/health-tracker'} className={ACTION}>
        <Icon>
          <HeartPulse aria-hidden className="size-5" />
        </Icon>
        {t('dashboard.trackVitals')}
      </Link>
      <Link to="/family" className={ACTION}>
        <Icon>
          <Users aria-hidden className="size-5" />
        </Icon>
        {t('dashboard.familyMembers')}
      </Link>
      <button type="button" onClick={onHealthQr} className={ACTION}>
        <Icon>
          <QrCode aria-hidden className="size-5" />
        </Icon>
        {t('dashboard.myHealthQr')}
      </button>
    </nav>
  );
}
