import { FAMILY_GENDERS } from '@sahay/domain/family-members';
import { indiaDate } from '@sahay/domain/india-date';
import { INDIAN_STATES } from '@sahay/domain/profile';
import type { Profile, ProfileUpdate } from '@sahay/domain/profile-schemas';
import { useEffect } from 'react';
import { FormProvider, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useNavigate } from '@/lib/router';
import { applyServerFieldErrors } from '@/components/forms/apply-server-field-errors';
import { TextField } from '@/components/forms/field';
import { SelectField } from '@/components/forms/select-field';
import { lazySchemaResolver } from '@/components/forms/lazy-resolver';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useUpdateProfile } from '../api/update-profile';
import { formValuesOf, type ProfileFormValues } from './profile-form-values';
import { SpokenLanguagesField } from './spoken-languages-field';
import { t, useT } from '@/i18n/i18n';
import { EDIT_PROFILE_AREA } from '../edit-profile-area';

const checks = lazySchemaResolver<ProfileFormValues>(() => import('@sahay/domain/profile-schemas').then((m) => m.ProfileUpdateSchema));
// The schema trims the name and writes the phone with its country code: handleSubmit receives its output.
const resolver = checks.resolver as unknown as Resolver<ProfileFormValues, unknown, ProfileUpdate>;
const FIELDS = ['name', 'phone', 'city', 'state', 'languages', 'dateOfBirth', 'gender'] as const;
const Text = TextField<ProfileFormValues>;

/** Spec 001 §5 and §8: an invalid name or phone is also said as the spec's toast, title and text. */
function toastFirstProblem(errors: FieldErrors<ProfileFormValues>) {
  if (errors.name) toast.error(t('editProfile.invalidName'), { description: t('editProfile.invalidNameText') });
  else if (errors.phone) toast.error(t('editProfile.invalidPhone'), { description: t('editProfile.invalidPhoneText') });
}

/** Spec 001 §2.16: name and phone editable, email read-only; with city, state and languages (issue 14 part 5). */
export function ProfileForm({ profile }: { profile: Profile }) {
  const navigate = useNavigate();
  const { t } = useT(EDIT_PROFILE_AREA);
  const genderOptions = FAMILY_GENDERS.map((value) => ({ value, label: t(`editProfile.gender.${value}`) }));
  const update = useUpdateProfile();
  const form = useForm<ProfileFormValues, unknown, ProfileUpdate>({ resolver, defaultValues: formValuesOf(profile) });
  useEffect(() => void checks.preload().catch(() => undefined), []);

  const onSubmit = form.handleSubmit(
    (values) =>
      update.mutate(
        {
          name: values.name,
          phone: values.phone,
          city: values.city,
          state: values.state,
          languages: values.languages,
          dateOfBirth: values.dateOfBirth,
          gender: values.gender,
        },
        {
          onSuccess: () => {
            toast.success(t('editProfile.updated'));
            void navigate('/profile-menu');
          },
          onError: (error) => applyServerFieldErrors(error, FIELDS, form.setError),
        },
      ),
    toastFirstProblem,
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate aria-label={t('editProfile.form')} className="space-y-4">
        <Text name="name" label={t('editProfile.fullName')} autoComplete="name" />
        <Text
          name="phone"
          label={t('editProfile.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder={t('editProfile.phonePlaceholder')}
        />
        <Text
          name="email"
          label={t('editProfile.email')}
          type="email"
          readOnly
          aria-readonly
          className="bg-muted text-muted-foreground"
          hint={t('editProfile.emailReadOnly')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Text name="city" label={t('editProfile.city')} autoComplete="address-level2" />
          <SelectField<ProfileFormValues>
            name="state"
            label={t('editProfile.state')}
            autoComplete="address-level1"
            placeholder={t('editProfile.chooseState')}
            options={INDIAN_STATES}
          />
        </div>
        {/* Issue 21 part 3: the request forms fill in the age (worked out from the date) and gender from these. */}
        <div className="grid gap-4 sm:grid-cols-2">
          <Text name="dateOfBirth" label={t('editProfile.dateOfBirth')} type="date" autoComplete="bday" max={indiaDate(new Date())} />
          <SelectField<ProfileFormValues>
            name="gender"
            label={t('editProfile.gender')}
            autoComplete="sex"
            placeholder={t('editProfile.notGiven')}
            options={genderOptions}
          />
        </div>
        <p className="-mt-2 text-xs text-muted-foreground">{t('editProfile.prefillNote')}</p>
        <SpokenLanguagesField />
        <Button type="submit" size="lg" className="w-full" disabled={update.isPending}>
          {update.isPending ? t('editProfile.updating') : t('editProfile.submit')}
        </Button>
      </form>
    </FormProvider>
  );
}
