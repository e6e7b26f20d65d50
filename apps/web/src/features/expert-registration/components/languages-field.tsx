import { EXPERT_LANGUAGES } from '@sahay/domain/expert-catalogues';
import { ChoicePills } from '@/components/forms/choice-fields';
import { useT } from '@/i18n/i18n';
import { EXPERT_REGISTRATION_AREA } from '../expert-registration-area';
import type { RegistrationValues } from './registration-values';

/** The languages are stored as the domain's English names and shown in the reader's language. */
export function LanguagesField() {
  const { t } = useT(EXPERT_REGISTRATION_AREA);
  const options = EXPERT_LANGUAGES.map((language) => ({ value: language, label: t(`expertReg.language.${language}`) }));
  return <ChoicePills<RegistrationValues> name="languages" id="expert-languages" legend={t('expertReg.languages')} type="checkbox" options={options} />;
}
