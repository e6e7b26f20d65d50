import type { Appointment } from '@sahay/domain/appointments';
import { CalendarX } from 'lucide-react';
import { useState } from 'react';
import { Link } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { errorDescription } from '@/lib/api-client';
import { formatDate, formatTime } from '@/i18n/format';
import { useT } from '@/i18n/i18n';
import { useCancelAppointment } from '../api/booking-api';
import { BOOKING_AREA } from '../booking-area';

/** The patient cancels instead of moving: asked once more, then the slot goes back and the reminders stop. */
export function CancelAppointment({ appointment, onCancelled }: { appointment: Appointment; onCancelled: (cancelled: Appointment) => void }) {
  const { t } = useT(BOOKING_AREA);
  const cancel = useCancelAppointment();
  const [asking, setAsking] = useState(false);
  const when = { date: formatDate(appointment.start), time: formatTime(appointment.start) };
  return (
    <section className="space-y-2 border-t border-border pt-4" aria-label={t('booking.cancelThis')}>
      {asking ? (
        <>
          <p className="text-sm">{t('booking.cancelAsk', when)}</p>
          <div className="flex gap-2">
            <Button variant="danger" disabled={cancel.isPending} onClick={() => cancel.mutate(appointment.id, { onSuccess: onCancelled })}>
              {t('booking.cancelYes')}
            </Button>
            <Button variant="outline" onClick={() => setAsking(false)}>
              {t('booking.keep')}
            </Button>
          </div>
        </>
      ) : (
        <Button variant="outline" onClick={() => setAsking(true)}>
          {t('booking.cancelThis')}
        </Button>
      )}
      {cancel.isError ? (
        <p role="alert" className="text-sm text-danger">
          {errorDescription(cancel.error, t('booking.cancelFailed'))}
        </p>
      ) : null}
    </section>
  );
}

export function Cancelled({ appointment }: { appointment: Appointment }) {
  const { t } = useT(BOOKING_AREA);
  return (
    <Card className="space-y-3 p-6 text-center" role="status">
      <CalendarX aria-hidden className="mx-auto size-10 text-danger" />
      <h2 className="text-xl font-bold">{t('booking.cancelled')}</h2>
      <p>{t('booking.cancelledText', { expert: appointment.expertName, date: formatDate(appointment.start), time: formatTime(appointment.start) })}</p>
      <Button asChild>
        <Link to="/patient-dashboard">{t('booking.backToDashboard')}</Link>
      </Button>
    </Card>
  );
}
