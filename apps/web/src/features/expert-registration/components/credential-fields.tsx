import type { Category } from '@sahay/domain/categories';
import { BAR_COUNCILS, MEDICAL_COUNCILS } from '@sahay/domain/expert-catalogues';
import { PROFESSIONS } from '@sahay/domain/expert-registration';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { RegistrationValues } from './registration-values';
import { SelectField } from './select-field';
import { TextField } from './text-field';

interface Props {
  category: Category;
  register: UseFormRegister<RegistrationValues>;
  errors: FieldErrors<RegistrationValues>;
}

/** The professional registration each profession requires (issue 7 part 1). */
export function CredentialFields({ category, register, errors }: Props) {
  const label = PROFESSIONS[category].credentialLabel;
  switch (category) {
    case 'medical':
      return (
        <>
          <SelectField name="credentialBody" label="Medical council" placeholder="Choose your council" options={MEDICAL_COUNCILS} register={register} errors={errors} />
          <TextField name="credentialNumber" label={label} placeholder="e.g. MMC-2015/04/1234" hint="As printed on your registration certificate" register={register} errors={errors} />
        </>
      );
    case 'legal':
      return (
        <>
          <SelectField name="credentialBody" label="Bar council" placeholder="Choose your bar council" options={BAR_COUNCILS} register={register} errors={errors} />
          <TextField name="credentialNumber" label={label} placeholder="e.g. MAH/1234/2015" register={register} errors={errors} />
        </>
      );
    case 'finance':
      return <TextField name="credentialNumber" label={label} placeholder="6 digits" inputMode="numeric" maxLength={6} register={register} errors={errors} />;
    case 'tech':
      return <TextField name="portfolioUrl" label={label} type="url" inputMode="url" placeholder="https://github.com/you" register={register} errors={errors} />;
  }
}
