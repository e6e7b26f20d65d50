import { BadgeCheck, Clock, Star, Wifi, type LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useLiveFigures } from '@/lib/live-figures';
import homeEn from 'virtual:messages/en/home';
import { defineArea, useT } from '@/i18n/i18n';
import type { MessageKey } from '@/i18n/message-keys';

const AREA = defineArea('home', homeEn);

interface Figure {
  icon: LucideIcon;
  value: string;
  label: MessageKey;
}

/**
 * Issue 21 part 4: the figures counted from the approved experts right now (the directory's overall line), in place
 * of the spec's fixed marketing ones. While they load the places hold a dash; if they cannot load, only the
 * always-true one stays.
 */
export function SahayInNumbers({ className }: { className?: string }) {
  const live = useLiveFigures();
  const { t } = useT(AREA);
  const figures: Figure[] = live.failed
    ? []
    : [
        { icon: BadgeCheck, value: live.experts ?? '–', label: 'numbers.experts' },
        { icon: Wifi, value: live.online ?? '–', label: 'numbers.online' },
        { icon: Star, value: live.rating === 'New' ? t('numbers.new') : (live.rating ?? '–'), label: 'numbers.rating' },
      ];
  figures.push({ icon: Clock, value: '24/7', label: 'numbers.assistant' });
  return (
    <section aria-label={t('numbers.label')} aria-busy={live.loading} className={cn('rounded-2xl bg-primary-soft p-5 md:p-8 dark:bg-muted', className)}>
      <ul className="grid grid-cols-2 gap-5 md:grid-cols-4">
        {figures.map(({ icon: Icon, value, label }) => (
          <li key={label} className="flex items-center gap-3">
            <Icon aria-hidden className="size-7 shrink-0 text-primary" />
            <span>
              <span className="block text-xl font-bold tabular-nums">{value}</span>
              <span className="block text-xs text-muted-foreground">{t(label)}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
