import { formatRupees } from '@/i18n/format';
import { BOOKING_CHANGE_CUTOFF_HOURS, BOOKING_MODE_LABELS, BOOKING_MODES, type Appointment, type BookingMode } from '@sahay/domain/appointments';
import { canonicalTimeZone, isTimeZone } from '@sahay/domain/zoned-time';
import { FREE_FIRST_LABELS } from '@sahay/domain/pricing';
import { CalendarDays } from 'lucide-react';
import { useState } from 'react';
import { Link } from '@/lib/router';
import { AccessNotice, EmptyCard, ErrorCard, LoadingBlocks, PageLoadingHeader } from '@/components/query-states';
import { PersonChooser } from '@/components/person-chooser';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { errorDescription } from '@/lib/api-client';
import { useSession } from '@/lib/auth-client';
import { formatDate, formatTime } from '@/lib/date-time';
import { useFamilyMembers } from '@/lib/family-members-query';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAppointment, useBook, useSlots } from '../api/booking-api';
import { Booked } from './booked';
import { CancelAppointment, Cancelled } from './cancel-appointment';
import { PayForAppointment } from './pay-for-appointment';
import { SlotPicker } from './slot-picker';

const deviceZone = () => {
  const zone = canonicalTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone);
  return zone && isTimeZone(zone) ? zone : 'Asia/Kolkata';
};

function Booking({ expertId, rescheduling, slot }: { expertId: string; rescheduling: string | null; slot: string | null }) {
  const slots = useSlots(expertId);
  const moving = useAppointment(rescheduling);
  const members = useFamilyMembers(!rescheduling);
  const book = useBook(rescheduling);
  const [picked, setStart] = useState<string | null>(null);
  const [mode, setMode] = useState<BookingMode>('video');
  const [member, setMember] = useState<string | null>(null);
  const [cancelled, setCancelled] = useState<Appointment | null>(null);
  const zone = deviceZone();
  if (slots.isPending || (rescheduling && moving.isPending)) return <LoadingBlocks label="Loading free slots" count={2} height="h-24" />;
  if (slots.isError) return <ErrorCard title="Could not load this expert's free slots" error={slots.error} onRetry={() => void slots.refetch()} />;
  if (book.data && book.data.paymentStatus === 'pending' && !rescheduling) return <PayForAppointment appointment={book.data} />;
  if (book.data) return <Booked appointment={book.data} moved={Boolean(rescheduling)} />;
  if (cancelled) return <Cancelled appointment={cancelled} />;
  if (moving.data && !moving.data.changeable) {
    return <EmptyCard>This appointment can no longer be changed: it is cancelled, past, or less than {BOOKING_CHANGE_CUTOFF_HOURS} hours away.</EmptyCard>;
  }
  const { expert, price } = slots.data;
  // A time chosen on the expert's page is chosen here too, while it is still free.
  const start = picked ?? (slot && slots.data.slots.some((s) => s.start === slot) ? slot : null);
  const chosenMode = moving.data?.mode ?? mode;
  return (
    <div className="space-y-5">
      <Card className="p-4">
        <p className="text-lg font-bold">{expert.name}</p>
        {expert.specialization ? <p className="text-sm text-muted-foreground">{expert.specialization}</p> : null}
        <p className="mt-2 text-sm">
          {price.fee === 0 ? (
            <>
              <span className="font-semibold text-success">Free</span> — your first consultation in this field: the first {FREE_FIRST_LABELS[expert.category]}{' '}
              are free (otherwise {formatRupees(price.listFee)}).
            </>
          ) : (
            <>
              Fee <span className="font-semibold">{formatRupees(price.fee)}</span> a session
            </>
          )}
        </p>
        {moving.data ? (
          <p className="mt-2 text-sm text-muted-foreground">
            Moving your appointment of {formatDate(moving.data.start)} at {formatTime(moving.data.start)}.
          </p>
        ) : null}
      </Card>
      {slots.data.slots.length === 0 ? (
        <EmptyCard icon={<CalendarDays aria-hidden className="size-8 text-muted-foreground" />}>
          {slots.data.slotMinutes === 0 ? 'This expert has not set their hours yet.' : 'No free slots in the next 14 days.'}{' '}
          <Link to="/expert-selection" className="font-medium text-primary underline-offset-4 hover:underline">
            Choose another expert
          </Link>
        </EmptyCard>
      ) : (
        <form
          className="space-y-5"
          onSubmit={(event) => {
            event.preventDefault();
            if (start) book.mutate({ expertId, start, mode: chosenMode, member: member ?? undefined, timeZone: zone });
          }}
        >
          <section className="space-y-2">
            <h2 className="font-semibold">Choose a time</h2>
            <p className="text-xs text-muted-foreground">Times are in your time zone ({zone === 'Asia/Kolkata' ? 'India time' : zone}).</p>
            <SlotPicker slots={slots.data.slots} timeZone={zone} value={start} onChange={setStart} />
          </section>
          {!rescheduling ? (
            <fieldset className="space-y-2">
              <legend className="font-semibold">How do you want to talk?</legend>
              <div className="flex flex-wrap gap-2">
                {BOOKING_MODES.map((m) => (
                  <label
                    key={m}
                    className={`inline-flex min-h-11 cursor-pointer items-center rounded-full border px-4 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary ${m === mode ? 'border-primary bg-primary text-primary-foreground' : 'border-border bg-surface hover:bg-muted'}`}
                  >
                    <input type="radio" name="mode" className="sr-only" checked={m === mode} onChange={() => setMode(m)} />
                    {BOOKING_MODE_LABELS[m]}
                  </label>
                ))}
              </div>
            </fieldset>
          ) : null}
          {!rescheduling && members.data && members.data.members.length > 0 ? (
            <PersonChooser legend="Who is this for?" members={members.data.members} value={member} onChange={setMember} />
          ) : null}
          {book.isError ? (
            <p role="alert" className="text-sm text-danger">
              {errorDescription(book.error, 'Could not book this slot. Please try again.')}
            </p>
          ) : null}
          <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={!start || book.isPending}>
            {start ? `${rescheduling ? 'Move to' : 'Confirm'} ${formatDate(start)}, ${formatTime(start)}` : 'Choose a time'}
          </Button>
          <p className="text-xs text-muted-foreground">
            Change or cancel up to {BOOKING_CHANGE_CUTOFF_HOURS} hours before from your dashboard.{' '}
            <Link to="/terms#appointments" className="underline underline-offset-4">
              Booking terms
            </Link>
          </p>
        </form>
      )}
      {moving.data ? <CancelAppointment appointment={moving.data} onCancelled={setCancelled} /> : null}
    </div>
  );
}

/** /expert-selection?book={expertId} (issue 19 part 2): the expert's free slots of the next 14 days, a mode, who it is for, confirm. */
export function BookingPage({ expertId, rescheduling, slot = null }: { expertId: string; rescheduling: string | null; slot?: string | null }) {
  const { user, isLoading } = useSession();
  useDocumentTitle(rescheduling ? 'Change appointment' : 'Book an appointment');
  if (isLoading) return <PageLoadingHeader />;
  if (user?.role !== 'patient') {
    return (
      <AccessNotice
        title="Book an appointment"
        user={user}
        signedOutText="Please log in to book a time with an expert."
        signedInText="Booking is for patient accounts."
      />
    );
  }
  return (
    <main className="mx-auto w-full max-w-2xl space-y-4 px-4 py-6">
      <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight">
        <CalendarDays aria-hidden className="size-6 text-primary" /> {rescheduling ? 'Change appointment' : 'Book an appointment'}
      </h1>
      <Booking expertId={expertId} rescheduling={rescheduling} slot={slot} />
    </main>
  );
}
