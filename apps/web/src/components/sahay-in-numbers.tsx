import { BadgeCheck, Clock, Star, Wifi, type LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useLiveFigures } from '@/lib/live-figures';

interface Figure {
  icon: LucideIcon;
  value: string;
  label: string;
}

/**
 * Issue 21 part 4: the figures counted from the approved experts right now (the directory's overall line), in place
 * of the spec's fixed marketing ones. While they load the places hold a dash; if they cannot load, only the
 * always-true one stays.
 */
export function SahayInNumbers({ className }: { className?: string }) {
  const live = useLiveFigures();
  const figures: Figure[] = live.failed
    ? []
    : [
        { icon: BadgeCheck, value: live.experts ?? '–', label: 'Verified experts' },
        { icon: Wifi, value: live.online ?? '–', label: 'Online now' },
        { icon: Star, value: live.rating ?? '–', label: 'Average rating' },
      ];
  figures.push({ icon: Clock, value: '24/7', label: 'AI assistant, free' });
  return (
    <section aria-label="Sahay in numbers" aria-busy={live.loading} className={cn('rounded-2xl bg-primary-soft p-5 md:p-8 dark:bg-muted', className)}>
      <ul className="grid grid-cols-2 gap-5 md:grid-cols-4">
        {figures.map(({ icon: Icon, value, label }) => (
          <li key={label} className="flex items-center gap-3">
            <Icon aria-hidden className="size-7 shrink-0 text-primary" />
            <span>
              <span className="block text-xl font-bold tabular-nums">{value}</span>
              <span className="block text-xs text-muted-foreground">{label}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
