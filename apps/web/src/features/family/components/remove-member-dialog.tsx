import type { FamilyMember } from '@sahay/domain/family-members';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/lib/toast';
import { useRemoveMember } from '../api/family-mutations';
import { useT } from '@/i18n/i18n';
import { FAMILY_AREA } from '../family-area';

/** Removing a member deletes their readings and records too; their consultations stay in your history. Asked once, plainly. */
export function RemoveMemberDialog({ member, onClose }: { member: FamilyMember; onClose: () => void }) {
  const { t } = useT(FAMILY_AREA);
  const remove = useRemoveMember();
  const confirm = () =>
    remove.mutate(member.id, {
      onSuccess: () => {
        toast.success(t('family.removed'), { description: member.name });
        onClose();
      },
    });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('family.removeTitle', { name: member.name })}
      description={t('family.removeText', { name: member.name })}
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose}>
          {t('family.cancel')}
        </Button>
        <Button onClick={confirm} disabled={remove.isPending} className="bg-danger text-white hover:bg-danger/90">
          {remove.isPending ? t('family.removing') : t('family.remove')}
        </Button>
      </div>
    </Dialog>
  );
}
