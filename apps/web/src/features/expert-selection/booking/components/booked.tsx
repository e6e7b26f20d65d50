import { BOOKING_CHANGE_CUTOFF_HOURS, BOOKING_MODE_LABELS, type Appointment } from '@sahay/domain/appointments';
import { CalendarCheck } from 'lucide-react';
import { Link } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatDate, formatTime } from '@/lib/date-time';
import { formatRupees } from '@/i18n/format';

/** The booking is confirmed (free, or paid): what, when, and what happens next. */
export function Booked({ appointment, moved }: { appointment: Appointment; moved: boolean }) {
  return (
    <Card className="space-y-3 p-6 text-center" role="status">
      <CalendarCheck aria-hidden className="mx-auto size-10 text-success" />
      <h2 className="text-xl font-bold">{moved ? 'Appointment moved' : 'Appointment booked'}</h2>
      <p>
        {BOOKING_MODE_LABELS[appointment.mode]} with {appointment.expertName} on {formatDate(appointment.start)} at {formatTime(appointment.start)}
        {appointment.patientName ? `, for ${appointment.patientName}` : ''}.
      </p>
      {appointment.fee > 0 && appointment.paymentStatus === 'paid' ? <p className="font-medium">Paid {formatRupees(appointment.fee)}.</p> : null}
      <p className="text-sm text-muted-foreground">
        We send a confirmation now and reminders a day and 15 minutes before, by SMS and WhatsApp, with the link to join. You can change or cancel it up to{' '}
        {BOOKING_CHANGE_CUTOFF_HOURS} hours before.
      </p>
      <Button asChild>
        <Link to="/patient-dashboard">See it on your dashboard</Link>
      </Button>
    </Card>
  );
}
