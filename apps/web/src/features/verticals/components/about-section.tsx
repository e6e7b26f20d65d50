import { Info, TriangleAlert } from 'lucide-react';
import { useT } from '@/i18n/i18n';
import type { VerticalContent } from '../content/types';
import { VERTICALS_AREA } from '../verticals-area';

const NOTE_TONES = {
  info: { icon: Info, box: 'bg-muted', iconClass: 'text-primary' },
  warning: { icon: TriangleAlert, box: 'border border-danger/30 bg-danger/5', iconClass: 'text-danger' },
} as const;

/** Spec 000 §2: the about section: who the experts are, how they are verified, languages and privacy. */
export function AboutSection({ about, className }: { about: VerticalContent['about']; className?: string }) {
  const tone = NOTE_TONES[about.note.tone];
  const NoteIcon = tone.icon;
  const { t } = useT(VERTICALS_AREA);
  return (
    <section aria-labelledby="about-heading" className={className}>
      <h2 id="about-heading" className="text-lg font-semibold md:text-xl">
        {t(about.title)}
      </h2>
      <p className="mt-2 max-w-3xl text-muted-foreground">{t(about.lead)}</p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {about.points.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-3 rounded-2xl border border-border bg-surface p-4 shadow-sm sm:flex-col">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary-strong dark:text-foreground">
              <Icon aria-hidden className="size-5" />
            </span>
            <div>
              <h3 className="font-semibold">{t(title)}</h3>
              <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{t(text)}</p>
            </div>
          </li>
        ))}
      </ul>
      <aside aria-label={t(about.note.title)} className={`mt-4 flex items-start gap-3 rounded-2xl p-4 text-sm ${tone.box}`}>
        <NoteIcon aria-hidden className={`mt-0.5 size-5 shrink-0 ${tone.iconClass}`} />
        <p>
          <strong className="font-semibold">{t(about.note.title)}.</strong> {t(about.note.text)}
        </p>
      </aside>
    </section>
  );
}
