import { APP_LANGUAGE_NAMES, APP_LANGUAGES } from '@sahay/domain/app-languages';
import { cn } from '@/lib/cn';
import { useT } from './i18n';
import { useChooseLanguage } from './language-switch';

/** Issue 20 part 2: the first run's language choice, both languages side by side, the current one pressed. */
export function LanguageChoice({ className }: { className?: string }) {
  const { t, language } = useT();
  const { choose, busy } = useChooseLanguage();
  return (
    <div role="group" aria-label={t('language.switch')} className={cn('flex gap-2', className)}>
      {APP_LANGUAGES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          aria-pressed={option === language}
          disabled={busy}
          onClick={() => void choose(option)}
          className={cn(
            'min-h-11 rounded-full border px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-primary',
            option === language ? 'border-primary bg-primary text-primary-foreground' : 'border-border bg-surface hover:bg-muted',
          )}
        >
          {APP_LANGUAGE_NAMES[option]}
        </button>
      ))}
    </div>
  );
}
