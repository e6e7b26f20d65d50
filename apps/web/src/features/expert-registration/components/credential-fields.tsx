import type { Category } from '@sahay/domain/categories';
import { BAR_COUNCILS, MEDICAL_COUNCILS } from '@sahay/domain/expert-catalogues';
import { PROFESSIONS } from '@sahay/domain/expert-registration';
import { RegistrationSelect as SelectField, RegistrationText as TextField } from './registration-fields';

/** The professional registration each profession requires (issue 7 part 1). */
export function CredentialFields({ category }: { category: Category }) {
  const label = PROFESSIONS[category].credentialLabel;
  switch (category) {
    case 'medical':
      return (
        <>
          <SelectField name="credentialBody" label="Medical council" placeholder="Choose your council" options={MEDICAL_COUNCILS} />
          <TextField name="credentialNumber" label={label} placeholder="e.g. MMC-2015/04/1234" hint="As printed on your registration certificate" />
        </>
      );
    case 'legal':
      return (
        <>
          <SelectField name="credentialBody" label="Bar council" placeholder="Choose your bar council" options={BAR_COUNCILS} />
          <TextField name="credentialNumber" label={label} placeholder="e.g. MAH/1234/2015" />
        </>
      );
    case 'finance':
      return <TextField name="credentialNumber" label={label} placeholder="6 digits" inputMode="numeric" maxLength={6} />;
    case 'tech':
      return <TextField name="portfolioUrl" label={label} type="url" inputMode="url" placeholder="https://github.com/you" />;
  }
}
