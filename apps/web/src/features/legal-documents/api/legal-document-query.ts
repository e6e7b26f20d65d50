import type { LegalDocument } from '@sahay/domain/legal-documents';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type ViewerDocument = LegalDocument & { viewer: 'patient' | 'expert' | 'admin' };

/** GET /api/legal-documents/{id}: its client, its lawyer and admins only. */
export function useLegalDocument(id: string, enabled = true) {
  return useQuery({
    queryKey: ['legal-documents', id],
    queryFn: ({ signal }) => api.get<ViewerDocument>(`/api/legal-documents/${encodeURIComponent(id)}`, signal),
    enabled: enabled && id !== '',
  });
}

export const legalDocumentPdfUrl = (id: string) => `/api/legal-documents/${encodeURIComponent(id)}/pdf`;
