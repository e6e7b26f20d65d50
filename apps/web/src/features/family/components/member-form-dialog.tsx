import { FAMILY_GENDERS, FAMILY_NAME_MAX_LENGTH, FAMILY_RELATIONS, type FamilyMember, type FamilyMemberValues } from '@sahay/domain/family-members';
import { indiaDate } from '@sahay/domain/india-date';
import { useEffect } from 'react';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { applyServerFieldErrors } from '@/components/forms/apply-server-field-errors';
import { TextField } from '@/components/forms/field';
import { lazySchemaResolver } from '@/components/forms/lazy-resolver';
import { SelectField } from '@/components/forms/select-field';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/lib/toast';
import { useSaveMember } from '../api/family-mutations';
import { useT } from '@/i18n/i18n';
import { FAMILY_AREA } from '../family-area';

interface MemberFormValues {
  name: string;
  relation: string;
  dateOfBirth: string;
  gender: string;
}

const checks = lazySchemaResolver<MemberFormValues>(() => import('@sahay/domain/family-members').then((m) => m.FamilyMemberInputSchema));
const resolver = checks.resolver as unknown as Resolver<MemberFormValues, unknown, FamilyMemberValues>;
const FIELDS = ['name', 'relation', 'dateOfBirth', 'gender'] as const;

/** Add a family member, or change one (`member`): name, relation, date of birth and gender. */
export function MemberFormDialog({ member, onClose }: { member: FamilyMember | null; onClose: () => void }) {
  const { t } = useT(FAMILY_AREA);
  const relationOptions = FAMILY_RELATIONS.map((value) => ({ value, label: t(`family.relation.${value}`) }));
  const genderOptions = FAMILY_GENDERS.map((value) => ({ value, label: t(`family.gender.${value}`) }));
  const save = useSaveMember();
  const form = useForm<MemberFormValues, unknown, FamilyMemberValues>({
    resolver,
    defaultValues: member
      ? { name: member.name, relation: member.relation, dateOfBirth: member.dateOfBirth, gender: member.gender }
      : { name: '', relation: '', dateOfBirth: '', gender: '' },
  });
  useEffect(() => void checks.preload().catch(() => undefined), []);
  const title = member ? t('family.editNamed', { name: member.name }) : t('family.addTitle');

  const onSubmit = form.handleSubmit((input) =>
    save.mutate(
      { id: member?.id ?? null, input },
      {
        onSuccess: (saved) => {
          toast.success(member ? t('family.updated') : t('family.added'), { description: saved.name });
          onClose();
        },
        onError: (error) => applyServerFieldErrors(error, FIELDS, form.setError),
      },
    ),
  );

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={title} description={t('family.formText')}>
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate aria-label={title} className="space-y-4">
          <TextField<MemberFormValues> name="name" label={t('family.fullName')} autoComplete="off" maxLength={FAMILY_NAME_MAX_LENGTH} autoFocus />
          <SelectField<MemberFormValues> name="relation" label={t('family.relationToYou')} placeholder={t('family.chooseOne')} options={relationOptions} />
          <TextField<MemberFormValues> name="dateOfBirth" label={t('family.dateOfBirth')} type="date" max={indiaDate(new Date())} />
          <SelectField<MemberFormValues> name="gender" label={t('family.gender')} placeholder={t('family.chooseOne')} options={genderOptions} />
          <Button type="submit" className="w-full" disabled={save.isPending}>
            {save.isPending ? t('family.saving') : member ? t('family.saveChanges') : t('family.addMember')}
          </Button>
        </form>
      </FormProvider>
    </Dialog>
  );
}
