import { medicalRecordFilePath, prescriptionViewPath } from '@sahay/domain/medical-records';
import type { RecordsListItem } from '@sahay/domain/medical-records-schemas';
import { Download, Eye, FileText, Image, Pencil, Pill, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { formatCalendarDate } from '@/lib/date-time';
import { RecordActionDialog } from './record-dialogs';
import { recordType } from './record-type';
import { useT } from '@/i18n/i18n';
import { DASHBOARD_AREA } from '../dashboard-area';
import type { MessageKey } from '@/i18n/message-keys';

type Target = { id: string; title: string };

function details(item: RecordsListItem, t: (key: MessageKey) => string): string {
  const parts =
    item.kind === 'prescription' ? [t('records.prescription'), item.doctorName] : [recordType(item.recordType, t), item.doctorName, item.hospitalName];
  const noFile = item.kind === 'record' && !item.file ? [t('records.noFile')] : [];
  return [...parts.filter(Boolean), formatCalendarDate(item.recordDate), ...noFile].join(' · ');
}

function ItemIcon({ item }: { item: RecordsListItem }) {
  const Icon = item.kind === 'prescription' ? Pill : item.file?.contentType.startsWith('image/') ? Image : FileText;
  return (
    <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary-strong dark:text-foreground">
      <Icon aria-hidden className="size-5" />
    </span>
  );
}

function Actions({ item, onRename, onDelete }: { item: RecordsListItem; onRename: (t: Target) => void; onDelete: (t: Target) => void }) {
  const { t } = useT(DASHBOARD_AREA);
  if (item.kind === 'prescription') {
    return (
      <Button asChild variant="soft" className="px-3">
        <Link to={prescriptionViewPath(item.id)} aria-label={t('dashboard.viewPrescription', { title: item.title })}>
          <Eye aria-hidden /> {t('dashboard.view')}
        </Link>
      </Button>
    );
  }
  const target = { id: item.id, title: item.title };
  return (
    <>
      {item.file ? (
        <>
          <Button asChild variant="soft" className="px-3">
            <a href={medicalRecordFilePath(item.id)} target="_blank" rel="noopener" aria-label={t('dashboard.viewNamed', { title: item.title })}>
              <Eye aria-hidden /> {t('dashboard.view')}
            </a>
          </Button>
          <Button asChild variant="outline" className="px-3">
            <a href={medicalRecordFilePath(item.id, true)} download aria-label={t('records.download', { title: item.title })}>
              <Download aria-hidden /> {t('dashboard.download')}
            </a>
          </Button>
        </>
      ) : null}
      <Button variant="ghost" className="px-3" onClick={() => onRename(target)} aria-label={t('records.renameNamed', { title: item.title })}>
        <Pencil aria-hidden /> {t('records.rename')}
      </Button>
      <Button variant="ghost" className="px-3 text-danger" onClick={() => onDelete(target)} aria-label={t('records.deleteNamed', { title: item.title })}>
        <Trash2 aria-hidden /> {t('records.delete')}
      </Button>
    </>
  );
}

/** Records and prescriptions, each with what can be done to it; prescriptions open their own page. */
export function RecordItems({ items, label }: { items: readonly RecordsListItem[]; label: string }) {
  const { t } = useT(DASHBOARD_AREA);
  const [renaming, setRenaming] = useState<Target | null>(null);
  const [deleting, setDeleting] = useState<Target | null>(null);
  return (
    <>
      <ul aria-label={label} className="divide-y divide-border">
        {items.map((item) => (
          <li key={`${item.kind}-${item.id}`} className="py-3">
            <div className="flex items-start gap-3">
              <ItemIcon item={item} />
              <div className="min-w-0 flex-1">
                <p className="break-words font-semibold">{item.title}</p>
                <p className="text-sm text-muted-foreground">{details(item, t)}</p>
              </div>
            </div>
            <div className="mt-2 flex flex-wrap items-center gap-1.5 sm:pl-13">
              <Actions item={item} onRename={setRenaming} onDelete={setDeleting} />
            </div>
          </li>
        ))}
      </ul>
      <RecordActionDialog action="rename" record={renaming} onClose={() => setRenaming(null)} />
      <RecordActionDialog action="delete" record={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
