import { slotsByDay, type Slot } from '@sahay/domain/availability';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import { formatTime } from '@/i18n/format';
import { formatCalendarDay } from '@/i18n/format-day';
import { useT } from '@/i18n/i18n';
import { BOOKING_AREA } from '../booking-area';

/** The free slots day by day, in the viewer's own time zone: a row of days, then that day's times. */
export function SlotPicker({ slots, timeZone, value, onChange }: { slots: Slot[]; timeZone: string; value: string | null; onChange: (start: string) => void }) {
  const { t } = useT(BOOKING_AREA);
  const days = slotsByDay(slots, timeZone);
  const [chosenDay, setChosenDay] = useState<string | null>(null);
  const day = days.find((d) => d.date === chosenDay) ?? days.find((d) => d.slots.some((s) => s.start === value)) ?? days[0];
  if (!day) return null;
  return (
    <div className="space-y-3">
      <div role="radiogroup" aria-label={t('booking.day')} className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
        {days.map((d) => {
          const checked = d.date === day.date;
          return (
            <button
              key={d.date}
              type="button"
              role="radio"
              aria-checked={checked}
              onClick={() => setChosenDay(d.date)}
              className={cn(
                'min-h-11 shrink-0 rounded-xl border px-3 text-sm font-medium',
                checked ? 'border-primary bg-primary text-primary-foreground' : 'border-border bg-surface hover:bg-muted',
              )}
            >
              {formatCalendarDay(d.date)}
              <span className="block text-xs font-normal opacity-80">{t('booking.dayFree', { count: d.slots.length })}</span>
            </button>
          );
        })}
      </div>
      <div role="radiogroup" aria-label={t('booking.time')} className="grid grid-cols-3 gap-2 sm:grid-cols-4">
        {day.slots.map((slot) => {
          const checked = slot.start === value;
          return (
            <button
              key={slot.start}
              type="button"
              role="radio"
              aria-checked={checked}
              onClick={() => onChange(slot.start)}
              className={cn(
                'min-h-11 rounded-xl border text-sm font-semibold tabular-nums',
                checked ? 'border-primary bg-primary text-primary-foreground' : 'border-border bg-surface hover:bg-muted',
              )}
            >
              {formatTime(slot.start)}
            </button>
          );
        })}
      </div>
    </div>
  );
}
