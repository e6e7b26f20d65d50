import {
  AvailabilitySchema,
  BOOKING_WINDOW_DAYS,
  defaultAvailability,
  SLOT_LENGTHS,
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
import { useDomainMessages } from '@/i18n/domain-messages';
import { useT } from '@/i18n/i18n';
import { useHours, useSaveHours } from '../api/schedule-query';
import { EXPERT_DESK_AREA } from '../expert-desk-area';

const ZONES = ['Asia/Kolkata', 'Asia/Dubai', 'Asia/Singapore', 'Europe/London', 'America/New_York', 'Australia/Sydney'];

function RangeRow({ range, label, onChange, onRemove }: { range: TimeRange; label: string; onChange: (r: TimeRange) => void; onRemove: () => void }) {
  const { t } = useT(EXPERT_DESK_AREA);
  return (
    <div className="flex items-center gap-2">
      <Input
        type="time"
        aria-label={t('desk.rangeFrom', { label })}
        value={range.start}
        onChange={(e) => onChange({ ...range, start: e.target.value })}
        className="w-32"
      />
      <span aria-hidden>–</span>
      <Input
        type="time"
        aria-label={t('desk.rangeTo', { label })}
        value={range.end}
        onChange={(e) => onChange({ ...range, end: e.target.value })}
        className="w-32"
      />
      <Button variant="ghost" size="icon" onClick={onRemove} aria-label={t('desk.rangeRemove', { label })}>
        <X aria-hidden className="size-4" />
      </Button>
    </div>
  );
}

function Ranges({ label, ranges, onChange }: { label: string; ranges: TimeRange[]; onChange: (r: TimeRange[]) => void }) {
  const { t } = useT(EXPERT_DESK_AREA);
  return (
    <div className="space-y-2">
      {ranges.map((range, i) => (
        <RangeRow
          key={i}
          label={t('desk.rangeNumber', { label, number: i + 1 })}
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
        <Plus aria-hidden className="size-4" /> {t('desk.addHours')}
      </Button>
    </div>
  );
}

function Form({ initial }: { initial: Availability }) {
  const [hours, setHours] = useState(initial);
  const [dayOff, setDayOff] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveHours();
  const { t } = useT(EXPERT_DESK_AREA);
  const say = useDomainMessages();
  const dayName = (day: Weekday) => t(`desk.weekday.${day}`);
  const setDay = (day: Weekday, ranges: TimeRange[]) => setHours({ ...hours, week: { ...hours.week, [day]: ranges } });
  const submit = () => {
    const parsed = AvailabilitySchema.safeParse(hours);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const message = issue ? say(issue.message) : t('desk.checkHours');
      setProblem(issue?.path[0] === 'week' ? t('desk.dayProblem', { day: dayName(issue.path[1] as Weekday), problem: message }) : message);
      return;
    }
    setProblem(null);
    save.mutate(parsed.data, { onSuccess: () => toast.success(t('desk.hoursSaved')) });
  };
  return (
    <form className="space-y-5" onSubmit={(e) => (e.preventDefault(), submit())} aria-label={t('desk.yourHours')}>
      <div className="grid gap-3 sm:grid-cols-2">
        <label className="space-y-1 text-sm font-medium">
          {t('desk.timeZone')}
          <NativeSelect value={hours.timeZone} onChange={(e) => setHours({ ...hours, timeZone: e.target.value })}>
            {[...new Set([hours.timeZone, ...ZONES])].map((zone) => (
              <option key={zone} value={zone}>
                {zone === 'Asia/Kolkata' ? t('desk.india') : zone}
              </option>
            ))}
          </NativeSelect>
        </label>
        <label className="space-y-1 text-sm font-medium">
          {t('desk.slotLength')}
          <NativeSelect value={hours.slotMinutes} onChange={(e) => setHours({ ...hours, slotMinutes: Number(e.target.value) })}>
            {SLOT_LENGTHS.map((n) => (
              <option key={n} value={n}>
                {t('desk.minutes', { count: n })}
              </option>
            ))}
          </NativeSelect>
        </label>
      </div>
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold">{t('desk.weeklyHours')}</legend>
        {WEEKDAYS.map((day) => (
          <div key={day} className="grid gap-2 border-t border-border pt-3 sm:grid-cols-[8rem_1fr]">
            <p className="font-medium">
              {dayName(day)}
              {hours.week[day].length === 0 ? <span className="block text-xs font-normal text-muted-foreground">{t('desk.notWorking')}</span> : null}
            </p>
            <Ranges label={dayName(day)} ranges={hours.week[day]} onChange={(r) => setDay(day, r)} />
          </div>
        ))}
      </fieldset>
      <fieldset className="space-y-2 border-t border-border pt-3">
        <legend className="text-sm font-semibold">{t('desk.breaks')}</legend>
        <Ranges label={t('desk.break')} ranges={hours.breaks} onChange={(breaks) => setHours({ ...hours, breaks })} />
      </fieldset>
      <fieldset className="space-y-2 border-t border-border pt-3">
        <legend className="text-sm font-semibold">{t('desk.daysOff')}</legend>
        <ul className="flex flex-wrap gap-2" aria-label={t('desk.daysOff')}>
          {hours.daysOff.map((date) => (
            <li key={date} className="inline-flex items-center gap-1 rounded-full bg-muted pl-3 text-sm">
              {date}
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('desk.removeDayOff', { date })}
                onClick={() => setHours({ ...hours, daysOff: hours.daysOff.filter((d) => d !== date) })}
              >
                <X aria-hidden className="size-4" />
              </Button>
            </li>
          ))}
        </ul>
        <div className="flex gap-2">
          <Input type="date" aria-label={t('desk.dayOff')} value={dayOff} onChange={(e) => setDayOff(e.target.value)} className="w-44" />
          <Button
            variant="outline"
            disabled={!dayOff}
            onClick={() => {
              setHours({ ...hours, daysOff: [...new Set([...hours.daysOff, dayOff])].sort() });
              setDayOff('');
            }}
          >
            {t('desk.addDayOff')}
          </Button>
        </div>
      </fieldset>
      {problem ? (
        <p role="alert" className="text-sm text-danger">
          {problem}
        </p>
      ) : null}
      <Button type="submit" disabled={save.isPending}>
        {t('desk.saveHours')}
      </Button>
    </form>
  );
}

/** Issue 19 part 1: the expert's weekly hours, slot length, breaks and days off, in their time zone. */
export function HoursEditor() {
  const hours = useHours(true);
  const [open, setOpen] = useState(false);
  const { t } = useT(EXPERT_DESK_AREA);
  if (hours.isPending) return <LoadingBlocks label={t('desk.loadingHours')} count={1} height="h-16" />;
  if (hours.isError) return <ErrorCard title={t('desk.hoursFailed')} error={hours.error} onRetry={() => void hours.refetch()} />;
  const set = hours.data.availability;
  return (
    <Card className="p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 text-lg font-bold">
          <Hourglass aria-hidden className="size-5 text-primary" /> {t('desk.yourHours')}
        </h2>
        <Button variant="outline" size="sm" onClick={() => setOpen(!open)} aria-expanded={open}>
          {open ? t('desk.close') : set ? t('desk.changeHours') : t('desk.setHours')}
        </Button>
      </div>
      <p className="mt-1 text-sm text-muted-foreground">
        {set
          ? t('desk.hoursSummary', {
              minutes: set.slotMinutes,
              zone: set.timeZone === 'Asia/Kolkata' ? t('desk.indiaTime') : set.timeZone,
              days: BOOKING_WINDOW_DAYS,
            })
          : t('desk.noHours')}
      </p>
      {open ? (
        <div className="mt-4">
          <Form initial={set ?? defaultAvailability()} />
        </div>
      ) : null}
    </Card>
  );
}
