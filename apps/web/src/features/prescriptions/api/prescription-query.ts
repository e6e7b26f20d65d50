import type { Prescription } from '@sahay/domain/prescriptions';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type ViewerPrescription = Prescription & { viewer: 'patient' | 'expert' | 'admin' };

/** GET /api/prescriptions/{id}: its patient, its doctor and admins only. */
export function usePrescription(id: string, enabled = true) {
  return useQuery({
    queryKey: ['prescriptions', id],
    queryFn: ({ signal }) => api.get<ViewerPrescription>(`/api/prescriptions/${encodeURIComponent(id)}`, signal),
    enabled: enabled && id !== '',
  });
}

export const prescriptionPdfUrl = (id: string) => `/api/prescriptions/${encodeURIComponent(id)}/pdf`;
