import type { Appointment } from '@sahay/domain/appointments';
import { CalendarX } from 'lucide-react';
import { useState } from 'react';
import { Link } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { errorDescription } from '@/lib/api-client';
import { formatDate, formatTime } from '@/lib/date-time';
import { useCancelAppointment } from '../api/booking-api';

/** The patient cancels instead of moving: asked once more, then the slot goes back and the reminders stop. */
export function CancelAppointment({ appointment, onCancelled }: { appointment: Appointment; onCancelled: (cancelled: Appointment) => void }) {
  const cancel = useCancelAppointment();
  const [asking, setAsking] = useState(false);
  return (
    <section className="space-y-2 border-t border-border pt-4" aria-label="Cancel this appointment">
      {asking ? (
        <>
          <p className="text-sm">
            Cancel your appointment of {formatDate(appointment.start)} at {formatTime(appointment.start)}? The slot goes back to the expert.
          </p>
          <div className="flex gap-2">
            <Button variant="danger" disabled={cancel.isPending} onClick={() => cancel.mutate(appointment.id, { onSuccess: onCancelled })}>
              Yes, cancel it
            </Button>
            <Button variant="outline" onClick={() => setAsking(false)}>
              Keep it
            </Button>
          </div>
        </>
      ) : (
        <Button variant="outline" onClick={() => setAsking(true)}>
          Cancel this appointment
        </Button>
      )}
      {cancel.isError ? (
        <p role="alert" className="text-sm text-danger">
          {errorDescription(cancel.error, 'Could not cancel. Please try again.')}
        </p>
      ) : null}
    </section>
  );
}

export function Cancelled({ appointment }: { appointment: Appointment }) {
  return (
    <Card className="space-y-3 p-6 text-center" role="status">
      <CalendarX aria-hidden className="mx-auto size-10 text-danger" />
      <h2 className="text-xl font-bold">Appointment cancelled</h2>
      <p>
        Your appointment with {appointment.expertName} on {formatDate(appointment.start)} at {formatTime(appointment.start)} is cancelled. We sent you a
        confirmation.
      </p>
      <Button asChild>
        <Link to="/patient-dashboard">Back to your dashboard</Link>
      </Button>
    </Card>
  );
}
