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

const resolver = zodResolver(ScheduleMeetingFormSchema);
const Text = TextField<ScheduleMeetingForm>;
const Pills = ChoicePills<ScheduleMeetingForm>;
const MODES = [
  { value: 'video', label: 'Video' },
  { value: 'audio', label: 'Audio' },
] as const;
const WHEN = [
  { value: 'now', label: 'Now' },
  { value: 'later', label: 'Later' },
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
  const form = useForm<ScheduleMeetingForm>({ resolver, defaultValues: { mode: defaultMode, when: 'now', date: indiaDate(new Date()), time: '' } });
  const when = useWatch({ control: form.control, name: 'when' });
  const onSubmit = form.handleSubmit((values) =>
    schedule.mutate(scheduleMeetingInput(values), {
      onSuccess: (meeting) => {
        onClose();
        if (!meeting.startsAt) return void navigate(new URL(meeting.url).pathname + new URL(meeting.url).search);
        toast.success('Meeting scheduled', { description: `${indiaTimeText(meeting.startsAt)}. The link is in the chat.` });
      },
      // The server names the instant (startsAt); the person chose it in the time field.
      onError: (error) => {
        const message = error instanceof ApiRequestError ? error.fieldErrors?.startsAt?.[0] : undefined;
        if (message) form.setError('time', { type: 'server', message }, { shouldFocus: true });
      },
    }),
  );
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Schedule Meeting"
      description="The meeting link is posted in this chat for both of you."
    >
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate aria-label="Schedule a meeting" className="space-y-4">
          <Pills name="mode" legend="Call" type="radio" options={MODES} />
          <Pills name="when" legend="When" type="radio" options={WHEN} />
          {when === 'later' ? (
            <div className="grid grid-cols-2 gap-3">
              <Text name="date" label="Date" type="date" min={indiaDate(new Date())} />
              <Text name="time" label="Time (India, IST)" type="time" />
              <p className="col-span-2 text-xs text-muted-foreground">
                Times are India Standard Time. The meeting can be joined from {MEETING_OPENS_EARLY_MINUTES} minutes before.
              </p>
            </div>
          ) : null}
          <Button type="submit" size="lg" className="w-full" disabled={schedule.isPending}>
            <CalendarPlus aria-hidden />
            {schedule.isPending ? 'Creating link…' : when === 'later' ? 'Schedule and post link' : 'Create link and join'}
          </Button>
          {bookExpertId ? (
            <p className="text-center text-sm">
              <Link to={bookingPath(bookExpertId)} className="font-medium text-primary underline-offset-4 hover:underline">
                Or book one of the expert's free slots
              </Link>
            </p>
          ) : null}
        </form>
      </FormProvider>
    </Dialog>
  );
}
