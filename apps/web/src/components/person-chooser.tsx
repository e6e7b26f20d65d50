import type { FamilyMember } from '@sahay/domain/family-members';
import { useId } from 'react';
import { cn } from '@/lib/cn';
import { useT } from '@/i18n/i18n';
import { SHARED_AREA } from './shared-area';

interface Props {
  /** 'Who is this for?' or the switcher's own legend. */
  legend: string;
  members: readonly FamilyMember[];
  /** The chosen member's id; null is the account holder ('Myself'). */
  value: string | null;
  onChange: (memberId: string | null) => void;
  className?: string;
}

/**
 * Issue 14 part 8: the account holder and each family member as one radio group ('Myself' first). Used by the
 * dashboard's switcher, the consultation modal and the triage; arrow keys move between the choices.
 */
export function PersonChooser({ legend, members, value, onChange, className }: Props) {
  const name = useId();
  const { t } = useT(SHARED_AREA);
  const people = [{ id: null, label: t('shared.myself') }, ...members.map((member) => ({ id: member.id, label: member.name }))];
  return (
    <fieldset className={cn('space-y-2', className)}>
      <legend className="text-sm font-semibold">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {people.map((person) => {
          const checked = person.id === value;
          return (
            <label
              key={person.id ?? 'myself'}
              className={cn(
                'inline-flex min-h-11 cursor-pointer items-center rounded-full border px-4 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary',
                checked ? 'border-primary bg-primary text-primary-foreground' : 'border-border bg-surface hover:bg-muted',
              )}
            >
              <input type="radio" name={name} className="sr-only" checked={checked} onChange={() => onChange(person.id)} />
              {person.label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
