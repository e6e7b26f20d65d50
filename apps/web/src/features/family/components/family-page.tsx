import { describeAge, FAMILY_GENDER_LABELS, FAMILY_MESSAGES, FAMILY_RELATION_LABELS, type FamilyMember } from '@sahay/domain/family-members';
import { indiaDate } from '@sahay/domain/india-date';
import { LayoutDashboard, Pencil, Plus, Trash2, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from '@/lib/router';
import { AccessNotice, EmptyCard, ErrorCard, LoadingBlocks, PageLoadingHeader } from '@/components/query-states';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useSession } from '@/lib/auth-client';
import { useFamilyMembers } from '@/lib/family-members-query';
import { useDocumentTitle } from '@/lib/use-document-title';
import { MemberFormDialog } from './member-form-dialog';
import { RemoveMemberDialog } from './remove-member-dialog';

type Editing = { kind: 'add' } | { kind: 'edit'; member: FamilyMember } | { kind: 'remove'; member: FamilyMember } | null;

function MemberRow({ member, onEdit, onRemove }: { member: FamilyMember; onEdit: () => void; onRemove: () => void }) {
  const today = indiaDate(new Date());
  return (
    <li>
      <Card className="flex flex-wrap items-center gap-3 p-4">
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold">{member.name}</p>
          <p className="text-sm text-muted-foreground">
            {FAMILY_RELATION_LABELS[member.relation]} · {describeAge(member.dateOfBirth, today)} · {FAMILY_GENDER_LABELS[member.gender]}
          </p>
        </div>
        <div className="grid w-full grid-cols-3 gap-2 sm:flex sm:w-auto">
          <Button asChild variant="outline" size="sm">
            <Link to={`/patient-dashboard?member=${member.id}`}>
              <LayoutDashboard aria-hidden className="size-4 max-sm:hidden" /> Dashboard
            </Link>
          </Button>
          <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${member.name}`}>
            <Pencil aria-hidden className="size-4 max-sm:hidden" /> Edit
          </Button>
          <Button variant="outline" size="sm" onClick={onRemove} aria-label={`Remove ${member.name}`}>
            <Trash2 aria-hidden className="size-4 max-sm:hidden" /> Remove
          </Button>
        </div>
      </Card>
    </li>
  );
}

function MemberList({ onChange }: { onChange: (editing: Editing) => void }) {
  const members = useFamilyMembers();
  if (members.isPending) return <LoadingBlocks label="Loading your family members" count={2} height="h-20" />;
  if (members.isError) return <ErrorCard title={FAMILY_MESSAGES.loadFailed} error={members.error} onRetry={() => void members.refetch()} />;
  const { members: list, limit } = members.data;
  return (
    <div className="space-y-4">
      {list.length === 0 ? (
        <EmptyCard icon={<Users aria-hidden className="size-8 text-primary" />}>
          <p className="font-medium text-foreground">No family members yet</p>
          <p className="mt-1 text-sm">Add a child, parent or spouse to keep their readings, records and consultations here.</p>
        </EmptyCard>
      ) : (
        <ul className="space-y-3" aria-label="Family members">
          {list.map((member) => (
            <MemberRow
              key={member.id}
              member={member}
              onEdit={() => onChange({ kind: 'edit', member })}
              onRemove={() => onChange({ kind: 'remove', member })}
            />
          ))}
        </ul>
      )}
      {list.length < limit ? (
        <Button onClick={() => onChange({ kind: 'add' })}>
          <Plus aria-hidden className="size-4" /> Add family member
        </Button>
      ) : (
        <p className="text-sm text-muted-foreground">{FAMILY_MESSAGES.limit}.</p>
      )}
    </div>
  );
}

/** /family (issue 14 part 8): the account holder's family members, added, changed and removed here. */
export function FamilyPage() {
  const { user, isLoading } = useSession();
  const [editing, setEditing] = useState<Editing>(null);
  useDocumentTitle('Family Members');
  if (isLoading) return <PageLoadingHeader />;
  if (user?.role !== 'patient') {
    return (
      <AccessNotice
        title="Family Members"
        user={user}
        signedOutText="Please log in to manage your family members."
        signedInText={`${FAMILY_MESSAGES.patientsOnly}.`}
      />
    );
  }
  const close = () => setEditing(null);
  return (
    <main className="mx-auto w-full max-w-3xl space-y-6 px-4 py-6">
      <header>
        <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight">
          <Users aria-hidden className="size-6 text-primary" /> Family Members
        </h1>
        <p className="mt-1 text-muted-foreground">
          Book consultations, keep records and track vitals for your family from your account. Their data is held under your account and deleted with it.{' '}
          <Link to="/privacy" className="font-medium text-primary underline-offset-4 hover:underline">
            How we keep it
          </Link>
        </p>
      </header>
      <MemberList onChange={setEditing} />
      {editing?.kind === 'add' ? <MemberFormDialog member={null} onClose={close} /> : null}
      {editing?.kind === 'edit' ? <MemberFormDialog member={editing.member} onClose={close} /> : null}
      {editing?.kind === 'remove' ? <RemoveMemberDialog member={editing.member} onClose={close} /> : null}
    </main>
  );
}
