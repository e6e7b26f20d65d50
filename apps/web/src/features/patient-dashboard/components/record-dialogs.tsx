import { lazy, Suspense, type ComponentProps } from 'react';

// Issue 17 part 2: the record dialogs (their form, its checks and the dialog itself, about 35 KB gzip) load when the
// visitor opens one, not with the dashboard or the records page. Each is mounted only while open.
const UploadDialog = lazy(() => import('./upload-record-dialog').then((m) => ({ default: m.UploadRecordDialog })));
const RenameDialog = lazy(() => import('./rename-record-dialog').then((m) => ({ default: m.RenameRecordDialog })));
const DeleteDialog = lazy(() => import('./delete-record-dialog').then((m) => ({ default: m.DeleteRecordDialog })));

type UploadProps = ComponentProps<typeof UploadDialog>;
type Target = { id: string; title: string };

/** "Upload Record": the dialog, loaded and mounted while `open`. */
export function UploadRecordDialog(props: UploadProps) {
  return props.open ? (
    <Suspense fallback={null}>
      <UploadDialog {...props} />
    </Suspense>
  ) : null;
}

/** Rename or delete `record`, loaded and mounted while a record is chosen. */
export function RecordActionDialog({ action, record, onClose }: { action: 'rename' | 'delete'; record: Target | null; onClose: () => void }) {
  if (!record) return null;
  return (
    <Suspense fallback={null}>
      {action === 'rename' ? <RenameDialog record={record} onClose={onClose} /> : <DeleteDialog record={record} onClose={onClose} />}
    </Suspense>
  );
}
