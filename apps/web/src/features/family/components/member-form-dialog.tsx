import {
  FAMILY_GENDER_LABELS,
  FAMILY_GENDERS,
  FAMILY_MESSAGES,
  FAMILY_NAME_MAX_LENGTH,
  FAMILY_RELATION_LABELS,
  FAMILY_RELATIONS,
  type FamilyMember,
  type FamilyMemberValues,
} from '@sahay/domain/family-members';
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

interface MemberFormValues {
  name: string;
  relation: string;
  dateOfBirth: string;
  gender: string;
}

const checks = lazySchemaResolver<MemberFormValues>(() => import('@sahay/domain/family-members').then((m) => m.FamilyMemberInputSchema));
const resolver = checks.resolver as unknown as Resolver<MemberFormValues, unknown, FamilyMemberValues>;
const FIELDS = ['name', 'relation', 'dateOfBirth', 'gender'] as const;
const RELATION_OPTIONS = FAMILY_RELATIONS.map((value) => ({ value, label: FAMILY_RELATION_LABELS[value] }));
const GENDER_OPTIONS = FAMILY_GENDERS.map((value) => ({ value, label: FAMILY_GENDER_LABELS[value] }));

/** Add a family member, or change one (`member`): name, relation, date of birth and gender. */
export function MemberFormDialog({ member, onClose }: { member: FamilyMember | null; onClose: () => void }) {
  const save = useSaveMember();
  const form = useForm<MemberFormValues, unknown, FamilyMemberValues>({
    resolver,
    defaultValues: member
      ? { name: member.name, relation: member.relation, dateOfBirth: member.dateOfBirth, gender: member.gender }
      : { name: '', relation: '', dateOfBirth: '', gender: '' },
  });
  useEffect(() => void checks.preload().catch(() => undefined), []);
  const title = member ? `Edit ${member.name}` : 'Add a family member';

  const onSubmit = form.handleSubmit((input) =>
    save.mutate(
      { id: member?.id ?? null, input },
      {
        onSuccess: (saved) => {
          toast.success(member ? FAMILY_MESSAGES.updated : FAMILY_MESSAGES.added, { description: saved.name });
          onClose();
        },
        onError: (error) => applyServerFieldErrors(error, FIELDS, form.setError),
      },
    ),
  );

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={title} description="Their readings, records and consultations are kept under your account.">
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate aria-label={title} className="space-y-4">
          <TextField<MemberFormValues> name="name" label="Full name" autoComplete="off" maxLength={FAMILY_NAME_MAX_LENGTH} autoFocus />
          <SelectField<MemberFormValues> name="relation" label="Relation to you" placeholder="Choose one" options={RELATION_OPTIONS} />
          <TextField<MemberFormValues> name="dateOfBirth" label="Date of birth" type="date" max={indiaDate(new Date())} />
          <SelectField<MemberFormValues> name="gender" label="Gender" placeholder="Choose one" options={GENDER_OPTIONS} />
          <Button type="submit" className="w-full" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : member ? 'Save changes' : 'Add member'}
          </Button>
        </form>
      </FormProvider>
    </Dialog>
  );
}
