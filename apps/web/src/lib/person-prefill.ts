import type { FamilyMember } from '@sahay/domain/family-members';
import { indiaDate } from '@sahay/domain/india-date';
import { memberDetails, profileDetails, type PersonDetails } from '@sahay/domain/person-details';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { useSession } from './auth-client';
import { useFamilyMembers } from './family-members-query';
import { followsPerson } from './prefill-rule';
import { useProfile } from './profile-query';

/*
 * Issue 21 part 3: every request form fills in name, phone, age and gender from the signed-in profile, or from the
 * family member chosen under "Who is this for?", by one rule (prefill-rule.ts): a field follows the chosen person
 * while it is empty or still holds what Sahay filled in; what the person writes there stays theirs. Signed out,
 * nothing is filled in.
 */

export type PrefillDetail = 'name' | 'phone' | 'age' | 'gender';

/** What a form's field takes for a detail: '' for what is not known. */
export function formValueOf(details: PersonDetails, detail: PrefillDetail): string | number {
  if (detail === 'age') return details.age ?? '';
  if (detail === 'gender') return details.gender ?? '';
  return details[detail];
}

/**
 * The person a form is for: the chosen family member, or the signed-in person (from the profile, or the session's name
 * and phone until it loads). `details` is null when nobody is signed in. Also the members, for "Who is this for?".
 */
export function usePerson(memberId: string | null): { members: readonly FamilyMember[]; details: PersonDetails | null } {
  const { user } = useSession();
  const profile = useProfile(user !== null);
  const family = useFamilyMembers(user?.role === 'patient');
  const members = family.data?.members;
  const member = (memberId && members?.find((m) => m.id === memberId)) || null;
  const holder = user ? (profile.data ?? user) : null;
  const today = indiaDate(new Date());
  const details = useMemo(() => {
    if (!holder) return null;
    return member ? memberDetails(member, holder.phone, today) : profileDetails(holder, today);
  }, [holder, member, today]);
  return { members: members ?? [], details };
}

/** Which of a form's fields take which detail. Give a constant (declared outside the component). */
export type PrefillFields<T extends FieldValues> = Partial<Record<PrefillDetail, Path<T>>>;

interface PrefillOptions<T extends FieldValues> {
  /** The field that carries the chosen member's id (`familyMemberId`), set when the person chooses. */
  memberField?: Path<T>;
  /** The member chosen when the form opens (the medical modal's Back keeps the choice). */
  initialMemberId?: string | null;
}

/**
 * Fills a react-hook-form form's fields by the rule above, now and whenever the person (profile or chosen member)
 * changes. Returns what "Who is this for?" needs (the members, the chosen one's id and `choose`) and `refill`.
 */
// The form type's third parameter is left open: forms differ in what their resolver outputs.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function usePersonPrefill<T extends FieldValues>(form: UseFormReturn<T, any, any>, fields: PrefillFields<T>, options: PrefillOptions<T> = {}) {
  const [memberId, setMemberId] = useState<string | null>(options.initialMemberId ?? null);
  const { members, details } = usePerson(memberId);
  // What Sahay last put in each field, and the person's value it last acted on.
  const filled = useRef<Partial<Record<PrefillDetail, string>>>({});
  const seen = useRef<Partial<Record<PrefillDetail, string>>>({});

  const apply = useCallback(
    (person: PersonDetails, again = false) => {
      for (const [detail, path] of Object.entries(fields) as [PrefillDetail, Path<T>][]) {
        const next = String(formValueOf(person, detail));
        // Only a value that changed (another person chosen, the profile loaded): a field someone just cleared to type
        // into is not filled in again under their fingers.
        if (!again && seen.current[detail] === next) continue;
        seen.current[detail] = next;
        const current = String(form.getValues(path) ?? '');
        // Already what this person gives (a form reopened with the values it had): counts as filled in by Sahay.
        if (current === next) filled.current[detail] = current;
        else if (followsPerson(current, filled.current[detail])) {
          // Dirty, so a form that re-syncs its other values (the service form) keeps it; validated if it showed an error.
          form.setValue(path, formValueOf(person, detail) as PathValue<T, Path<T>>, {
            shouldDirty: true,
            shouldValidate: Boolean(form.getFieldState(path).error),
          });
          filled.current[detail] = next;
        }
      }
    },
    [fields, form],
  );
  useEffect(() => {
    if (details) apply(details);
  }, [details, apply]);

  const choose = (id: string | null) => {
    setMemberId(id);
    if (options.memberField) form.setValue(options.memberField, (id ?? undefined) as PathValue<T, Path<T>>);
  };
  /** Fills the empty fields again, after a form is reset for another request. */
  const refill = () => {
    if (details) apply(details, true);
  };
  return { members, memberId, choose, refill };
}
