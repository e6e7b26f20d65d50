import { RECORDS_MESSAGES } from '@sahay/domain/medical-records';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/lib/toast';
import { useDeleteRecord } from '../api/records';

/** Deleting removes the record and its stored file for good: asked once, plainly. */
export function DeleteRecordDialog({ record, onClose }: { record: { id: string; title: string }; onClose: () => void }) {
  const remove = useDeleteRecord();
  const confirm = () =>
    remove.mutate(record.id, {
      onSuccess: () => {
        toast.success(RECORDS_MESSAGES.deleted, { description: record.title });
        onClose();
      },
    });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Delete record?"
      description={`“${record.title}” and its file will be deleted. This cannot be undone.`}
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button variant="danger" onClick={confirm} disabled={remove.isPending}>
          {remove.isPending ? 'Deleting...' : 'Delete'}
        </Button>
      </div>
    </Dialog>
  );
}
