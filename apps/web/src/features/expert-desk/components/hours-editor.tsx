import {
  AvailabilitySchema,
  defaultAvailability,
  SLOT_LENGTHS,
  WEEKDAY_LABELS,
  WEEKDAYS,
  type Availability,
  type TimeRange,
  type Weekday,
} from '@sahay/domain/availability';
import { Hourglass, Plus, X } from 'lucide-react';
import { useState } from 'react';
import { ErrorCard, LoadingBlocks } from '@/components/query-states';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/lib/toast';
import { useHours, useSaveHours } from '../api/schedule-query';

const ZONES = ['Asia/Kolkata', 'Asia/Dubai', 'Asia/Singapore', 'Europe/London', 'America/New_York', 'Australia/Sydney'];

function RangeRow({ range, label, onChange, onRemove }: { range: TimeRange; label: string; onChange: (r: TimeRange) => void; onRemove: () => void }) {
  return (
    <div className="flex items-center gap-2">
      <Input type="time" aria-label={`${label} from`} value={range.start} onChange={(e) => onChange({ ...range, start: e.target.value })} className="w-32" />
      <span aria-hidden>–</span>
      <Input type="time" aria-label={`${label} to`} value={range.end} onChange={(e) => onChange({ ...range, end: e.target.value })} className="w-32" />
      <Button variant="ghost" size="icon" onClick={onRemove} aria-label={`Remove ${label}`}>
        <X aria-hidden className="size-4" />
      </Button>
    </div>
  );
}

function Ranges({ label, ranges, onChange }: { label: string; ranges: TimeRange[]; onChange: (r: TimeRange[]) => void }) {
  return (
    <div className="space-y-2">
      {ranges.map((range, i) => (
        <RangeRow
          key={i}
          label={`${label} ${i + 1}`}
          range={range}
          onChange={(next) => onChange(ranges.map((r, j) => (j === i ? next : r)))}
          onRemove={() => onChange(ranges.filter((_, j) => j !== i))}
        />
      ))}
      <Button
        variant="soft"
        size="sm"
        onClick={() => onChange([...ranges, ranges.length ? { start: '15:00', end: '18:00' } : { start: '10:00', end: '13:00' }])}
      >
        <Plus aria-hidden className="size-4" /> Add hours
      </Button>
    </div>
  );
}

function Form({ initial }: { initial: Availability }) {
  const [hours, setHours] = useState(initial);
  const [dayOff, setDayOff] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveHours();
  const setDay = (day: Weekday, ranges: TimeRange[]) => setHours({ ...hours, week: { ...hours.week, [day]: ranges } });
  const submit = () => {
    const parsed = AvailabilitySchema.safeParse(hours);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const day = issue?.path[0] === 'week' ? `${WEEKDAY_LABELS[issue.path[1] as Weekday]}: ` : '';
      setProblem(`${day}${issue?.message ?? 'Check your hours'}`);
      return;
    }
    setProblem(null);
    save.mutate(parsed.data, { onSuccess: () => toast.success('Your hours are saved. Patients see the free slots now.') });
  };
  return (
    <form className="space-y-5" onSubmit={(e) => (e.preventDefault(), submit())} aria-label="Your hours">
      <div className="grid gap-3 sm:grid-cols-2">
        <label className="space-y-1 text-sm font-medium">
          Time zone
          <NativeSelect value={hours.timeZone} onChange={(e) => setHours({ ...hours, timeZone: e.target.value })}>
            {[...new Set([hours.timeZone, ...ZONES])].map((zone) => (
              <option key={zone} value={zone}>
                {zone === 'Asia/Kolkata' ? 'India (Asia/Kolkata)' : zone}
              </option>
            ))}
          </NativeSelect>
        </label>
        <label className="space-y-1 text-sm font-medium">
          Slot length
          <NativeSelect value={hours.slotMinutes} onChange={(e) => setHours({ ...hours, slotMinutes: Number(e.target.value) })}>
            {SLOT_LENGTHS.map((n) => (
              <option key={n} value={n}>
                {n} minutes
              </option>
            ))}
          </NativeSelect>
        </label>
      </div>
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold">Weekly hours</legend>
        {WEEKDAYS.map((day) => (
          <div key={day} className="grid gap-2 border-t border-border pt-3 sm:grid-cols-[8rem_1fr]">
            <p className="font-medium">
              {WEEKDAY_LABELS[day]}
              {hours.week[day].length === 0 ? <span className="block text-xs font-normal text-muted-foreground">Not working</span> : null}
            </p>
            <Ranges label={WEEKDAY_LABELS[day]} ranges={hours.week[day]} onChange={(r) => setDay(day, r)} />
          </div>
        ))}
      </fieldset>
      <fieldset className="space-y-2 border-t border-border pt-3">
        <legend className="text-sm font-semibold">Breaks, every day</legend>
        <Ranges label="Break" ranges={hours.breaks} onChange={(breaks) => setHours({ ...hours, breaks })} />
      </fieldset>
      <fieldset className="space-y-2 border-t border-border pt-3">
        <legend className="text-sm font-semibold">Days off</legend>
        <ul className="flex flex-wrap gap-2" aria-label="Days off">
          {hours.daysOff.map((date) => (
            <li key={date} className="inline-flex items-center gap-1 rounded-full bg-muted pl-3 text-sm">
              {date}
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Remove day off ${date}`}
                onClick={() => setHours({ ...hours, daysOff: hours.daysOff.filter((d) => d !== date) })}
              >
                <X aria-hidden className="size-4" />
              </Button>
            </li>
          ))}
        </ul>
        <div className="flex gap-2">
          <Input type="date" aria-label="Day off" value={dayOff} onChange={(e) => setDayOff(e.target.value)} className="w-44" />
          <Button
            variant="outline"
            disabled={!dayOff}
            onClick={() => {
              setHours({ ...hours, daysOff: [...new Set([...hours.daysOff, dayOff])].sort() });
              setDayOff('');
            }}
          >
            Add day off
          </Button>
        </div>
      </fieldset>
      {problem ? (
        <p role="alert" className="text-sm text-danger">
          {problem}
        </p>
      ) : null}
      <Button type="submit" disabled={save.isPending}>
        Save hours
      </Button>
    </form>
  );
}

/** Issue 19 part 1: the expert's weekly hours, slot length, breaks and days off, in their time zone. */
export function HoursEditor() {
  const hours = useHours(true);
  const [open, setOpen] = useState(false);
  if (hours.isPending) return <LoadingBlocks label="Loading your hours" count={1} height="h-16" />;
  if (hours.isError) return <ErrorCard title="Could not load your hours" error={hours.error} onRetry={() => void hours.refetch()} />;
  const set = hours.data.availability;
  return (
    <Card className="p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 text-lg font-bold">
          <Hourglass aria-hidden className="size-5 text-primary" /> Your hours
        </h2>
        <Button variant="outline" size="sm" onClick={() => setOpen(!open)} aria-expanded={open}>
          {open ? 'Close' : set ? 'Change hours' : 'Set your hours'}
        </Button>
      </div>
      <p className="mt-1 text-sm text-muted-foreground">
        {set
          ? `${set.slotMinutes}-minute slots, ${set.timeZone === 'Asia/Kolkata' ? 'India time' : set.timeZone}. Patients book free slots up to 14 days ahead.`
          : 'Patients cannot book you until you set the hours you take appointments.'}
      </p>
      {open ? (
        <div className="mt-4">
          <Form initial={set ?? defaultAvailability()} />
        </div>
      ) : null}
    </Card>
  );
}
