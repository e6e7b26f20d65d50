import { dataExportFileName, type DataExportFormat } from '@sahay/domain/data-export';
import { useMutation } from '@tanstack/react-query';
import { downloadFile, saveFile } from '@/lib/api-download';
import { toast } from '@/lib/toast';
import { t } from '@/i18n/i18n';

/**
 * GET /api/me/export: everything Sahay holds on me, as our JSON file or a FHIR R4 bundle, saved through a blob link.
 * Spec 000 §2 and §8: 'Downloading medical data...' while it comes, 'Failed to download medical data' if it does not.
 */
export function useDownloadData() {
  return useMutation({
    mutationFn: async (format: DataExportFormat) => {
      toast.info(t('qr.downloading'));
      const file = await downloadFile(`/api/me/export?format=${format}`);
      const fileName = file.fileName ?? dataExportFileName(format, new Date());
      saveFile(file.blob, fileName);
      return fileName;
    },
    // Issue 20 part 5: PROOF_REQUIRED is answered by asking for a password or a code (DownloadData), not a toast.
    meta: { errorTitle: t('qr.downloadFailed'), errorFallback: t('qr.tryAgain'), quietCodes: ['PROOF_REQUIRED'] },
    onSuccess: (fileName) => toast.success(t('qr.downloaded'), { description: fileName }),
  });
}
