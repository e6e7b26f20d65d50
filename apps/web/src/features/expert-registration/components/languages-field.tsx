import { EXPERT_LANGUAGES } from '@sahay/domain/expert-catalogues';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { RegistrationValues } from './registration-values';

export function LanguagesField({ register, errors }: { register: UseFormRegister<RegistrationValues>; errors: FieldErrors<RegistrationValues> }) {
  const error = errors.languages?.message;
  return (
    <fieldset aria-describedby={error ? 'expert-languages-error' : undefined}>
      <legend className="text-sm font-medium">Languages you consult in</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {EXPERT_LANGUAGES.map((language) => (
          <label
            key={language}
            className="flex h-11 cursor-pointer items-center gap-2 rounded-full border border-border px-4 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary-soft has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
          >
            {/* The whole 44 px pill is the control; the box only shows its state (tap targets, STYLE). */}
            <input type="checkbox" value={language} className="peer sr-only" {...register('languages')} />
            <span
              aria-hidden
              className="flex size-4 items-center justify-center rounded border border-muted-foreground bg-surface text-[10px] font-bold text-primary-foreground peer-checked:border-primary peer-checked:bg-primary peer-checked:before:content-['✓']"
            />
            {language}
          </label>
        ))}
      </div>
      {error ? (
        <p id="expert-languages-error" role="alert" className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
