import type { Category } from '@sahay/domain/categories';
import { BAR_COUNCILS, MEDICAL_COUNCILS } from '@sahay/domain/expert-catalogues';
import { useT } from '@/i18n/i18n';
import { EXPERT_REGISTRATION_AREA } from '../expert-registration-area';
import { RegistrationSelect as SelectField, RegistrationText as TextField } from './registration-fields';

/** The professional registration each profession requires (issue 7 part 1); the labels are the domain's PROFESSIONS. */
export function CredentialFields({ category }: { category: Category }) {
  const { t } = useT(EXPERT_REGISTRATION_AREA);
  const label = t(`expertReg.credential.${category}`);
  switch (category) {
    case 'medical':
      return (
        <>
          <SelectField name="credentialBody" label={t('expertReg.body.medical')} placeholder={t('expertReg.chooseCouncil')} options={MEDICAL_COUNCILS} />
          <TextField
            name="credentialNumber"
            label={label}
            placeholder={t('expertReg.registrationExample', { example: 'MMC-2015/04/1234' })}
            hint={t('expertReg.registrationHint')}
          />
        </>
      );
    case 'legal':
      return (
        <>
          <SelectField name="credentialBody" label={t('expertReg.body.legal')} placeholder={t('expertReg.chooseBarCouncil')} options={BAR_COUNCILS} />
          <TextField name="credentialNumber" label={label} placeholder={t('expertReg.registrationExample', { example: 'MAH/1234/2015' })} />
        </>
      );
    case 'finance':
      return <TextField name="credentialNumber" label={label} placeholder={t('expertReg.sixDigits')} inputMode="numeric" maxLength={6} />;
    case 'tech':
      return <TextField name="portfolioUrl" label={label} type="url" inputMode="url" placeholder={t('expertReg.portfolioExample')} />;
  }
}
