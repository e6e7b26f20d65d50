import { BOOKING_CHANGE_CUTOFF_HOURS, BOOKING_MODES, type Appointment, type BookingMode } from '@sahay/domain/appointments';
import { BOOKING_WINDOW_DAYS } from '@sahay/domain/booking-rules';
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
import { formatDate, formatRupees, formatTime } from '@/i18n/format';
import { useT } from '@/i18n/i18n';
import { rich } from '@/i18n/rich-text';
import { useFamilyMembers } from '@/lib/family-members-query';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAppointment, useBook, useSlots } from '../api/booking-api';
import { BOOKING_AREA, freeFirstKey } from '../booking-area';
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
  const { t } = useT(BOOKING_AREA);
  const zone = deviceZone();
  if (slots.isPending || (rescheduling && moving.isPending)) return <LoadingBlocks label={t('booking.loadingSlots')} count={2} height="h-24" />;
  if (slots.isError) return <ErrorCard title={t('booking.slotsFailed')} error={slots.error} onRetry={() => void slots.refetch()} />;
  if (book.data && book.data.paymentStatus === 'pending' && !rescheduling) return <PayForAppointment appointment={book.data} />;
  if (book.data) return <Booked appointment={book.data} moved={Boolean(rescheduling)} />;
  if (cancelled) return <Cancelled appointment={cancelled} />;
  if (moving.data && !moving.data.changeable) {
    return <EmptyCard>{t('booking.notChangeable', { hours: BOOKING_CHANGE_CUTOFF_HOURS })}</EmptyCard>;
  }
  const { expert, price } = slots.data;
  // A time chosen on the expert's page is chosen here too, while it is still free.
  const start = picked ?? (slot && slots.data.slots.some((s) => s.start === slot) ? slot : null);
  const chosenMode = moving.data?.mode ?? mode;
  const freeFirst = freeFirstKey(FREE_FIRST_LABELS[expert.category]);
  return (
    <div className="space-y-5">
      <Card className="p-4">
        <p className="text-lg font-bold">{expert.name}</p>
        {expert.specialization ? <p className="text-sm text-muted-foreground">{expert.specialization}</p> : null}
        <p className="mt-2 text-sm">
          {price.fee === 0
            ? rich(t('booking.free', { amount: freeFirst ? t(freeFirst) : FREE_FIRST_LABELS[expert.category], listFee: formatRupees(price.listFee) }), [
                (text) => <span className="font-semibold text-success">{text}</span>,
              ])
            : rich(t('booking.fee', { fee: formatRupees(price.fee) }), [(text) => <span className="font-semibold">{text}</span>])}
        </p>
        {moving.data ? (
          <p className="mt-2 text-sm text-muted-foreground">
            {t('booking.moving', { date: formatDate(moving.data.start), time: formatTime(moving.data.start) })}
          </p>
        ) : null}
      </Card>
      {slots.data.slots.length === 0 ? (
        <EmptyCard icon={<CalendarDays aria-hidden className="size-8 text-muted-foreground" />}>
          {slots.data.slotMinutes === 0 ? t('booking.noHours') : t('booking.noSlots', { days: BOOKING_WINDOW_DAYS })}{' '}
          <Link to="/expert-selection" className="font-medium text-primary underline-offset-4 hover:underline">
            {t('booking.chooseAnother')}
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
            <h2 className="font-semibold">{t('booking.chooseTime')}</h2>
            <p className="text-xs text-muted-foreground">{t('booking.timesIn', { zone: zone === 'Asia/Kolkata' ? t('booking.indiaTime') : zone })}</p>
            <SlotPicker slots={slots.data.slots} timeZone={zone} value={start} onChange={setStart} />
          </section>
          {!rescheduling ? (
            <fieldset className="space-y-2">
              <legend className="font-semibold">{t('booking.howTalk')}</legend>
              <div className="flex flex-wrap gap-2">
                {BOOKING_MODES.map((m) => (
                  <label
                    key={m}
                    className={`inline-flex min-h-11 cursor-pointer items-center rounded-full border px-4 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary ${m === mode ? 'border-primary bg-primary text-primary-foreground' : 'border-border bg-surface hover:bg-muted'}`}
                  >
                    <input type="radio" name="mode" className="sr-only" checked={m === mode} onChange={() => setMode(m)} />
                    {t(`booking.mode.${m}`)}
                  </label>
                ))}
              </div>
            </fieldset>
          ) : null}
          {!rescheduling && members.data && members.data.members.length > 0 ? (
            <PersonChooser legend={t('booking.whoFor')} members={members.data.members} value={member} onChange={setMember} />
          ) : null}
          {book.isError ? (
            <p role="alert" className="text-sm text-danger">
              {errorDescription(book.error, t('booking.bookFailed'))}
            </p>
          ) : null}
          <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={!start || book.isPending}>
            {start ? t(rescheduling ? 'booking.moveTo' : 'booking.confirm', { date: formatDate(start), time: formatTime(start) }) : t('booking.chooseTime')}
          </Button>
          <p className="text-xs text-muted-foreground">
            {t('booking.cutoff', { hours: BOOKING_CHANGE_CUTOFF_HOURS })}{' '}
            <Link to="/terms#appointments" className="underline underline-offset-4">
              {t('booking.terms')}
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
  const { t } = useT(BOOKING_AREA);
  const title = t(rescheduling ? 'booking.changeTitle' : 'booking.title');
  useDocumentTitle(title);
  if (isLoading) return <PageLoadingHeader />;
  if (user?.role !== 'patient') {
    return <AccessNotice title={t('booking.title')} user={user} signedOutText={t('booking.signedOut')} signedInText={t('booking.signedIn')} />;
  }
  return (
    <main className="mx-auto w-full max-w-2xl space-y-4 px-4 py-6">
      <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight">
        <CalendarDays aria-hidden className="size-6 text-primary" /> {title}
      </h1>
      <Booking expertId={expertId} rescheduling={rescheduling} slot={slot} />
    </main>
  );
}
