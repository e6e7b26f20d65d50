import { ageInMonths, FAMILY_MEMBERS_LIMIT, type FamilyMember } from '@sahay/domain/family-members';
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
import { useT } from '@/i18n/i18n';
import { FAMILY_AREA } from '../family-area';

type Editing = { kind: 'add' } | { kind: 'edit'; member: FamilyMember } | { kind: 'remove'; member: FamilyMember } | null;

function MemberRow({ member, onEdit, onRemove }: { member: FamilyMember; onEdit: () => void; onRemove: () => void }) {
  const { t } = useT(FAMILY_AREA);
  const months = ageInMonths(member.dateOfBirth, indiaDate(new Date()));
  // The domain's describeAge ('1 month', '3 years'), with the reader's plural rules.
  const age = months < 12 ? t('family.months', { count: months }) : t('family.years', { count: Math.floor(months / 12) });
  return (
    <li>
      <Card className="flex flex-wrap items-center gap-3 p-4">
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold">{member.name}</p>
          <p className="text-sm text-muted-foreground">
            {t(`family.relation.${member.relation}`)} · {age} · {t(`family.gender.${member.gender}`)}
          </p>
        </div>
        <div className="grid w-full grid-cols-3 gap-2 sm:flex sm:w-auto">
          <Button asChild variant="outline" size="sm">
            <Link to={`/patient-dashboard?member=${member.id}`}>
              <LayoutDashboard aria-hidden className="size-4 max-sm:hidden" /> {t('family.dashboard')}
            </Link>
          </Button>
          <Button variant="outline" size="sm" onClick={onEdit} aria-label={t('family.editNamed', { name: member.name })}>
            <Pencil aria-hidden className="size-4 max-sm:hidden" /> {t('family.edit')}
          </Button>
          <Button variant="outline" size="sm" onClick={onRemove} aria-label={t('family.removeNamed', { name: member.name })}>
            <Trash2 aria-hidden className="size-4 max-sm:hidden" /> {t('family.remove')}
          </Button>
        </div>
      </Card>
    </li>
  );
}

function MemberList({ onChange }: { onChange: (editing: Editing) => void }) {
  const { t } = useT(FAMILY_AREA);
  const members = useFamilyMembers();
  if (members.isPending) return <LoadingBlocks label={t('family.loading')} count={2} height="h-20" />;
  if (members.isError) return <ErrorCard title={t('family.loadFailed')} error={members.error} onRetry={() => void members.refetch()} />;
  const { members: list, limit } = members.data;
  return (
    <div className="space-y-4">
      {list.length === 0 ? (
        <EmptyCard icon={<Users aria-hidden className="size-8 text-primary" />}>
          <p className="font-medium text-foreground">{t('family.none')}</p>
          <p className="mt-1 text-sm">{t('family.noneText')}</p>
        </EmptyCard>
      ) : (
        <ul className="space-y-3" aria-label={t('family.list')}>
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
          <Plus aria-hidden className="size-4" /> {t('family.add')}
        </Button>
      ) : (
        <p className="text-sm text-muted-foreground">{t('family.limit', { count: FAMILY_MEMBERS_LIMIT })}.</p>
      )}
    </div>
  );
}

/** /family (issue 14 part 8): the account holder's family members, added, changed and removed here. */
export function FamilyPage() {
  const { t } = useT(FAMILY_AREA);
  const { user, isLoading } = useSession();
  const [editing, setEditing] = useState<Editing>(null);
  useDocumentTitle(t('family.title'));
  if (isLoading) return <PageLoadingHeader />;
  if (user?.role !== 'patient') {
    return <AccessNotice title={t('family.title')} user={user} signedOutText={t('family.logIn')} signedInText={`${t('family.patientsOnly')}.`} />;
  }
  const close = () => setEditing(null);
  return (
    <main className="mx-auto w-full max-w-3xl space-y-6 px-4 py-6">
      <header>
        <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight">
          <Users aria-hidden className="size-6 text-primary" /> {t('family.title')}
        </h1>
        <p className="mt-1 text-muted-foreground">
          {t('family.intro')}{' '}
          <Link to="/privacy" className="font-medium text-primary underline-offset-4 hover:underline">
            {t('family.howWeKeep')}
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
