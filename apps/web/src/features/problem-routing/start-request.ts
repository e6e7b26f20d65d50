import type { Category } from '@sahay/domain/categories';
import type { NavigateFunction } from '@/lib/router';
import { carryDescription } from '@/lib/carried-description';
import { openMedicalConsultation } from '@/lib/medical-consultation';

/** Each profession's request form (spec 001 §2.2–§2.4); ?service= picks the department, field or service area. */
const REQUEST_PAGES: Record<Exclude<Category, 'medical'>, string> = {
  legal: '/legal-consultation',
  finance: '/ca-consultation',
  tech: '/it-consultation',
};

/**
 * Opens the profession's request form with the description in it: the medical modal with the symptoms (and the
 * department when the modal offers it), otherwise the request page with the description carried in its state.
 */
export function startRequest(navigate: NavigateFunction, request: { category: Category; department?: string; description: string }) {
  if (request.category === 'medical') {
    openMedicalConsultation('video', { symptoms: request.description, department: request.department });
    return;
  }
  const query = request.department ? `?${new URLSearchParams({ service: request.department }).toString()}` : '';
  void navigate(`${REQUEST_PAGES[request.category]}${query}`, { state: carryDescription(request.description) });
}
