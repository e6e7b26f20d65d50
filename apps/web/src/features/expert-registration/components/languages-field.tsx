import { EXPERT_LANGUAGES } from '@sahay/domain/expert-catalogues';
import { ChoicePills } from '@/components/forms/choice-fields';
import type { RegistrationValues } from './registration-values';

export function LanguagesField() {
  return (
    <ChoicePills<RegistrationValues> name="languages" id="expert-languages" legend="Languages you consult in" type="checkbox" options={EXPERT_LANGUAGES} />
  );
}
