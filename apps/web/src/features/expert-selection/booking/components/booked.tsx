import { BOOKING_CHANGE_CUTOFF_HOURS, type Appointment } from '@sahay/domain/appointments';
import { CalendarCheck } from 'lucide-react';
import { Link } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatDate, formatRupees, formatTime } from '@/i18n/format';
import { useT } from '@/i18n/i18n';
import { BOOKING_AREA } from '../booking-area';

/** The booking is confirmed (free, or paid): what, when, and what happens next. */
export function Booked({ appointment, moved }: { appointment: Appointment; moved: boolean }) {
  const { t } = useT(BOOKING_AREA);
  const what = {
    mode: t(`booking.mode.${appointment.mode}`),
    expert: appointment.expertName,
    date: formatDate(appointment.start),
    time: formatTime(appointment.start),
  };
  return (
    <Card className="space-y-3 p-6 text-center" role="status">
      <CalendarCheck aria-hidden className="mx-auto size-10 text-success" />
      <h2 className="text-xl font-bold">{t(moved ? 'booking.moved' : 'booking.booked')}</h2>
      <p>{appointment.patientName ? t('booking.bookedWhatFor', { ...what, patient: appointment.patientName }) : t('booking.bookedWhat', what)}</p>
      {appointment.fee > 0 && appointment.paymentStatus === 'paid' ? (
        <p className="font-medium">{t('booking.paid', { fee: formatRupees(appointment.fee) })}</p>
      ) : null}
      <p className="text-sm text-muted-foreground">{t('booking.reminders', { hours: BOOKING_CHANGE_CUTOFF_HOURS })}</p>
      <Button asChild>
        <Link to="/patient-dashboard">{t('booking.seeDashboard')}</Link>
      </Button>
    </Card>
  );
}
