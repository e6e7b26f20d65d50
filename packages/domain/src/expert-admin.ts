import { z } from 'zod';
import { text } from './text';
import { CategorySchema } from './categories';
import { ExpertStatusSchema } from './expert-registration';

export const REVIEW_REASON_MAX = 500;

/** Approve, or reject with a reason the expert is told (issue 7 part 2). */
export const ExpertReviewSchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve'), reason: text().trim().max(REVIEW_REASON_MAX).optional() }),
  z.object({
    decision: z.literal('reject'),
    reason: text().trim().min(10, 'Tell the expert why (at least 10 characters)').max(REVIEW_REASON_MAX, `At most ${REVIEW_REASON_MAX} characters`),
  }),
]);
export type ExpertReview = z.infer<typeof ExpertReviewSchema>;

export const ExpertSuspensionSchema = z
  .object({
    suspend: z.boolean(),
    reason: text().trim().min(10, 'Tell the expert why (at least 10 characters)').max(REVIEW_REASON_MAX).optional(),
  })
  .refine((v) => !v.suspend || !!v.reason, { message: 'Tell the expert why (at least 10 characters)', path: ['reason'] });
export type ExpertSuspension = z.infer<typeof ExpertSuspensionSchema>;

/** An expert as the admin console sees them: the profile, the professional registration and the review. */
export const AdminExpertSchema = z.object({
  id: z.uuid(),
  userId: z.uuid().nullable(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string(),
  whatsappNumber: z.string().nullable(),
  category: CategorySchema,
  specialization: z.string(),
  qualification: z.string().nullable(),
  experienceYears: z.number(),
  languages: z.array(z.string()),
  consultationFee: z.number().nullable(),
  bio: z.string().nullable(),
  credentialBody: z.string().nullable(),
  credentialNumber: z.string().nullable(),
  portfolioUrl: z.string().nullable(),
  status: ExpertStatusSchema,
  statusReason: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  isVerified: z.boolean(),
  isOnline: z.boolean(),
  rating: z.number(),
  totalConsultations: z.number(),
  createdAt: z.string(),
  /** Issue 7: the uploaded photo and registration document, served to admins (null when none was uploaded). */
  photoUrl: z.string().nullable(),
  documentUrl: z.string().nullable(),
  documentName: z.string().nullable(),
});
export type AdminExpert = z.infer<typeof AdminExpertSchema>;

export const AdminExpertListSchema = z.object({ experts: z.array(AdminExpertSchema) });
export type AdminExpertList = z.infer<typeof AdminExpertListSchema>;

export const AdminExpertQuerySchema = z.object({
  q: text().trim().max(100).optional(),
  category: CategorySchema.optional(),
  status: ExpertStatusSchema.optional(),
  online: z.enum(['true', 'false']).optional(),
});
export type AdminExpertQuery = z.infer<typeof AdminExpertQuerySchema>;

export const ReferralChainSchema = z.object({
  id: z.uuid(),
  consultationId: z.uuid(),
  category: CategorySchema,
  problem: z.string().nullable(),
  consultationStatus: z.string(),
  from: z.object({ id: z.uuid(), name: z.string(), specialization: z.string() }).nullable(),
  to: z.object({ id: z.uuid(), name: z.string(), specialization: z.string() }).nullable(),
  reason: z.string(),
  createdAt: z.string(),
});
export type ReferralChain = z.infer<typeof ReferralChainSchema>;
export const ReferralChainListSchema = z.object({ referrals: z.array(ReferralChainSchema) });
export type ReferralChainList = z.infer<typeof ReferralChainListSchema>;
