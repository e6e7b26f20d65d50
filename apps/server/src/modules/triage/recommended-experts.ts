import { whatsappLink, type Department, type RecommendedExpert } from '@sahay/domain';
import { and, arrayContains, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { experts } from '../../db/schema/experts';
import { expertPhotoUrl } from '../expert-files/expert-files.service';

/**
 * Spec 001 §7 'search-experts' for the triage: verified doctors of the department (or one of its synonyms), at
 * most `limit`. When the case is urgent (emergency or high) those online now come first, then by rating;
 * otherwise the best rated first. The department is matched as the matching service does: through the match
 * groups resolved from each expert's specialisation when it is written (modules/experts, decision 020).
 */
export async function findRecommendedExperts(db: Database, department: Department, options: { urgent: boolean; limit: number }): Promise<RecommendedExpert[]> {
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
      photoKey: experts.photoKey,
      profilePhoto: experts.profilePhoto,
    })
    .from(experts)
    .where(and(eq(experts.category, 'medical'), eq(experts.isVerified, true), arrayContains(experts.matchGroups, [department])))
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
    profilePhoto: expertPhotoUrl(row),
  }));
}
