import { zodResolver } from '@hookform/resolvers/zod';
import {
  indiaTimeText,
  MEETING_OPENS_EARLY_MINUTES,
  ScheduleMeetingFormSchema,
  scheduleMeetingInput,
  type CallMode,
  type ScheduleMeetingForm,
} from '@sahay/domain/call-life';
import { indiaDate } from '@sahay/domain/india-date';
import { CalendarPlus } from 'lucide-react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from '@/lib/router';
import { ChoicePills } from '@/components/forms/choice-fields';
import { TextField } from '@/components/forms/field';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ApiRequestError } from '@/lib/api-client';
import { bookingPath } from '@/lib/booking-path';
import { toast } from '@/lib/toast';
import { useScheduleMeeting } from '../api/schedule-meeting';
import { useT } from '@/i18n/i18n';
import { CHAT_AREA } from '../chat-area';

const resolver = zodResolver(ScheduleMeetingFormSchema);
const Text = TextField<ScheduleMeetingForm>;
const Pills = ChoicePills<ScheduleMeetingForm>;
const MODES = [
  { value: 'video', label: 'chat.video' },
  { value: 'audio', label: 'chat.audio' },
] as const;
const WHEN = [
  { value: 'now', label: 'chat.now' },
  { value: 'later', label: 'chat.later' },
] as const;

interface Props {
  consultationId: string;
  defaultMode: CallMode;
  /** Issue 19: the patient may instead book one of the expert's free slots (their hours). */
  bookExpertId?: string | null;
  onClose: () => void;
}

/**
 * Spec 001 §2.11 'Schedule Meeting', made real: a meeting link for now (opened at once) or for a date and time in
 * India time, posted in the conversation. A later meeting opens MEETING_OPENS_EARLY_MINUTES before its time.
 */
export function ScheduleMeetingDialog({ consultationId, defaultMode, bookExpertId = null, onClose }: Props) {
  const navigate = useNavigate();
  const schedule = useScheduleMeeting(consultationId);
  const { t } = useT(CHAT_AREA);
  const form = useForm<ScheduleMeetingForm>({ resolver, defaultValues: { mode: defaultMode, when: 'now', date: indiaDate(new Date()), time: '' } });
  const when = useWatch({ control: form.control, name: 'when' });
  const onSubmit = form.handleSubmit((values) =>
    schedule.mutate(scheduleMeetingInput(values), {
      onSuccess: (meeting) => {
        onClose();
        if (!meeting.startsAt) return void navigate(new URL(meeting.url).pathname + new URL(meeting.url).search);
        toast.success(t('chat.meetingScheduled'), { description: t('chat.meetingScheduledText', { time: indiaTimeText(meeting.startsAt) }) });
      },
      // The server names the instant (startsAt); the person chose it in the time field.
      onError: (error) => {
        const message = error instanceof ApiRequestError ? error.fieldErrors?.startsAt?.[0] : undefined;
        if (message) form.setError('time', { type: 'server', message }, { shouldFocus: true });
      },
    }),
  );
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())} title={t('chat.scheduleMeeting')} description={t('chat.meetingDescription')}>
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate aria-label={t('chat.meetingForm')} className="space-y-4">
          <Pills name="mode" legend={t('chat.call')} type="radio" options={MODES.map((o) => ({ ...o, label: t(o.label) }))} />
          <Pills name="when" legend={t('chat.when')} type="radio" options={WHEN.map((o) => ({ ...o, label: t(o.label) }))} />
          {when === 'later' ? (
            <div className="grid grid-cols-2 gap-3">
              <Text name="date" label={t('chat.date')} type="date" min={indiaDate(new Date())} />
              <Text name="time" label={t('chat.time')} type="time" />
              <p className="col-span-2 text-xs text-muted-foreground">{t('chat.timesIst', { minutes: MEETING_OPENS_EARLY_MINUTES })}</p>
            </div>
          ) : null}
          <Button type="submit" size="lg" className="w-full" disabled={schedule.isPending}>
            <CalendarPlus aria-hidden />
            {schedule.isPending ? t('chat.creatingLink') : when === 'later' ? t('chat.scheduleAndPost') : t('chat.createAndJoin')}
          </Button>
          {bookExpertId ? (
            <p className="text-center text-sm">
              <Link to={bookingPath(bookExpertId)} className="font-medium text-primary underline-offset-4 hover:underline">
                {t('chat.bookSlot')}
              </Link>
            </p>
          ) : null}
        </form>
      </FormProvider>
    </Dialog>
  );
}
