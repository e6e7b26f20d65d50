import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/lib/toast';
import { useDeleteRecord } from '../api/records';
import { useT } from '@/i18n/i18n';
import { DASHBOARD_AREA } from '../dashboard-area';

/** Deleting removes the record and its stored file for good: asked once, plainly. */
export function DeleteRecordDialog({ record, onClose }: { record: { id: string; title: string }; onClose: () => void }) {
  const { t } = useT(DASHBOARD_AREA);
  const remove = useDeleteRecord();
  const confirm = () =>
    remove.mutate(record.id, {
      onSuccess: () => {
        toast.success(t('records.deleted'), { description: record.title });
        onClose();
      },
    });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('records.deleteTitle')} description={t('records.deleteText', { title: record.title })}>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose}>
          {t('dashboard.cancel')}
        </Button>
        <Button variant="danger" onClick={confirm} disabled={remove.isPending}>
          {remove.isPending ? t('records.deleting') : t('records.delete')}
        </Button>
      </div>
    </Dialog>
  );
}
