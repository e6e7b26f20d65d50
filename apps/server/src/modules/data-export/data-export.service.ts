import type { CurrentUser } from '@sahay/domain';
import { DATA_EXPORT_MEDIA_TYPES, dataExportFileName, type DataExport, type DataExportFormat } from '@sahay/domain/data-export';
import { toFhirBundle } from '@sahay/domain/fhir-export';
import { auditLog } from '../../db/schema/platform';
import type { ServiceDeps } from '../../lib/context';
import { exportAccount, exportActivity } from './export-account';
import { exportConsultations } from './export-consultations';
import { exportHealth } from './export-health';

/** The audit action of a download of one's own data (decision 074); reads by others are `medical_data.read`. */
export const EXPORT_ACTION = 'medical_data.export';

/**
 * Issue 14 part 7: everything Sahay holds on the signed-in person, read in one consistent snapshot (a repeatable-read,
 * read-only transaction), so a reading added mid-export is either wholly in or wholly out. There is no id to name
 * another person: the export is always of the session's own account.
 */
export async function gatherExport(deps: ServiceDeps, deletionKey: string, user: CurrentUser): Promise<DataExport> {
  return deps.db.transaction(
    async (tx) => {
      const account = await exportAccount(tx, user.id);
      const consultations = await exportConsultations(tx, user.id, deps.publicUrl);
      const health = await exportHealth(tx, user.id, deps.publicUrl);
      const activity = await exportActivity(tx, { id: user.id, email: account.account.email, phone: account.profile.phone }, deletionKey);
      return {
        format: 'sahay-data-export' as const,
        version: 1 as const,
        exportedAt: deps.now.toISOString(),
        ...account,
        consultations,
        ...health,
        ...activity,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

export interface ExportFile {
  body: string;
  contentType: string;
  fileName: string;
}

/**
 * The file of one format, and an audit row saying the person downloaded their data (when, which format; never what
 * it held). A stolen session's download is then on record, even though a person reading their own data is not
 * otherwise logged (decision 053).
 */
export async function exportFile(deps: ServiceDeps, deletionKey: string, user: CurrentUser, format: DataExportFormat): Promise<ExportFile> {
  const data = await gatherExport(deps, deletionKey, user);
  const document = format === 'fhir' ? toFhirBundle(data, { now: deps.now }) : data;
  await deps.db.insert(auditLog).values({
    actorUserId: user.id,
    action: EXPORT_ACTION,
    subjectType: 'data_export',
    subjectId: format,
    subjectUserId: user.id,
    actorRole: user.role,
    metadata: { format },
    createdAt: deps.now,
  });
  return { body: JSON.stringify(document, null, 2), contentType: DATA_EXPORT_MEDIA_TYPES[format], fileName: dataExportFileName(format, deps.now) };
}
