import { departmentTerms, whatsappLink, type Department, type RecommendedExpert } from '@sahay/domain';
import { and, desc, eq, ilike, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { experts } from '../../db/schema/experts';

/**
 * Spec 001 §7 'search-experts' for the triage: verified doctors of the department (or one of its synonyms), at
 * most `limit`. When the case is urgent (emergency or high) those online now come first, then by rating;
 * otherwise the best rated first. The lead points this at the experts module's matching service at merge.
 */
export async function findRecommendedExperts(
  db: Database,
  department: Department,
  options: { urgent: boolean; limit: number },
): Promise<RecommendedExpert[]> {
  const matches = or(...departmentTerms(department).map((term) => ilike(experts.specialization, `%${term}%`)));
  const order = options.urgent ? [desc(experts.isOnline), desc(experts.rating)] : [desc(experts.rating), desc(experts.isOnline)];
  const rows = await db
    .select({
      id: experts.id,
      name: experts.name,
      specialization: experts.specialization,
      phone: experts.phone,
      whatsappNumber: experts.whatsappNumber,
      isOnline: experts.isOnline,
      rating: experts.rating,
      experienceYears: experts.experienceYears,
    })
    .from(experts)
    .where(and(eq(experts.category, 'medical'), eq(experts.isVerified, true), matches))
    .orderBy(...order, experts.id)
    .limit(options.limit);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    specialty: row.specialization,
    whatsappLink: whatsappLink(row.whatsappNumber ?? row.phone),
    isOnline: row.isOnline,
    rating: row.rating,
    experienceYears: row.experienceYears,
  }));
}
