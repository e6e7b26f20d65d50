import type { MedicalRecord, RecordsList } from '@sahay/domain/medical-records-schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { t } from '@/i18n/i18n';
import { dashboardKey } from './dashboard-query';

const recordsKey = ['medical-records'] as const;

/** GET /api/medical-records?member=: every record (the holder's, or a family member's), prescriptions among them, newest first. */
export const recordsQueryOptions = (memberId: string | null = null) =>
  queryOptions({
    queryKey: [...recordsKey, memberId],
    queryFn: ({ signal }) => api.get<RecordsList>(`/api/medical-records${memberId ? `?member=${encodeURIComponent(memberId)}` : ''}`, signal),
  });

export function useRecords(memberId: string | null = null, enabled = true) {
  return useQuery({ ...recordsQueryOptions(memberId), enabled });
}

/** A change to a record shows on the dashboard and the records page alike. */
function useRefreshRecords() {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: recordsKey }), queryClient.invalidateQueries({ queryKey: dashboardKey })]);
}

export interface RecordUploadInput {
  file: File;
  title?: string;
  recordType: string;
  recordDate: string;
  doctorName?: string;
  hospitalName?: string;
  /** Issue 14 part 8: the family member the record is for; omitted is the account holder. */
  familyMemberId?: string;
}

/** POST /api/medical-records as multipart: the file and its details. */
export function useUploadRecord() {
  const refresh = useRefreshRecords();
  return useMutation({
    mutationFn: ({ file, ...fields }: RecordUploadInput) => {
      const form = new FormData();
      form.set('file', file, file.name);
      for (const [key, value] of Object.entries(fields)) if (value) form.set(key, value);
      return api.upload<MedicalRecord>('POST', '/api/medical-records', form);
    },
    meta: { errorTitle: t('records.uploadFailed') },
    onSuccess: refresh,
  });
}

export function useRenameRecord() {
  const refresh = useRefreshRecords();
  return useMutation({
    mutationFn: ({ id, title }: { id: string; title: string }) => api.patch<MedicalRecord>(`/api/medical-records/${id}`, { title }),
    meta: { errorTitle: t('records.renameFailed') },
    onSuccess: refresh,
  });
}

export function useDeleteRecord() {
  const refresh = useRefreshRecords();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ ok: true }>(`/api/medical-records/${id}`),
    meta: { errorTitle: t('records.deleteFailed') },
    onSuccess: refresh,
  });
}
