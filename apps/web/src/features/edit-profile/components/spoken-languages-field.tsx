import { EXPERT_LANGUAGES } from '@sahay/domain/expert-catalogues';
import { useFormContext } from 'react-hook-form';
import type { ProfileFormValues } from './profile-form-values';
import { useT } from '@/i18n/i18n';
import { EDIT_PROFILE_AREA } from '../edit-profile-area';

/** The languages a person speaks, as 44 px pills; experts who speak one of them come first among equals. */
export function SpokenLanguagesField() {
  const { t } = useT(EDIT_PROFILE_AREA);
  const { register, getFieldState, formState } = useFormContext<ProfileFormValues>();
  const error = getFieldState('languages', formState).error?.message;
  return (
    <fieldset aria-describedby={error ? 'profile-languages-error' : 'profile-languages-hint'}>
      <legend className="text-sm font-medium">{t('editProfile.languages')}</legend>
      <p id="profile-languages-hint" className="text-xs text-muted-foreground">
        {t('editProfile.languagesHint')}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        {EXPERT_LANGUAGES.map((language) => (
          <label
            key={language}
            className="flex h-11 cursor-pointer items-center gap-2 rounded-full border border-border px-4 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary-soft has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
          >
            <input type="checkbox" value={language} className="peer sr-only" {...register('languages')} />
            <span
              aria-hidden
              className="flex size-4 items-center justify-center rounded border border-muted-foreground bg-surface text-[10px] font-bold text-primary-foreground peer-checked:border-primary peer-checked:bg-primary peer-checked:before:content-['✓']"
            />
            {t(`editProfile.language.${language}`)}
          </label>
        ))}
      </div>
      {error ? (
        <p id="profile-languages-error" role="alert" className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
