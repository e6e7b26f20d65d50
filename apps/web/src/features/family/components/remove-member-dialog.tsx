import { FAMILY_MESSAGES, type FamilyMember } from '@sahay/domain/family-members';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/lib/toast';
import { useRemoveMember } from '../api/family-mutations';

/** Removing a member deletes their readings and records too; their consultations stay in your history. Asked once, plainly. */
export function RemoveMemberDialog({ member, onClose }: { member: FamilyMember; onClose: () => void }) {
  const remove = useRemoveMember();
  const confirm = () =>
    remove.mutate(member.id, {
      onSuccess: () => {
        toast.success(FAMILY_MESSAGES.removed, { description: member.name });
        onClose();
      },
    });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Remove ${member.name}?`}
      description={`${member.name}'s vitals readings and records (with their files) will be deleted. Their consultations stay in your history. This cannot be undone.`}
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={confirm} disabled={remove.isPending} className="bg-danger text-white hover:bg-danger/90">
          {remove.isPending ? 'Removing...' : 'Remove'}
        </Button>
      </div>
    </Dialog>
  );
}
