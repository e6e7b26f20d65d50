import { appLanguageFromHeader, indianE164, type ExpertRegistration, type ExpertRegistrationReceipt, type OutboxTemplate } from '@sahay/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/auth';
import { experts } from '../../db/schema/experts';
import { outbox } from '../../db/schema/platform';
import { outboxMessage } from '../notifications/message-templates';
import type { Auth } from '../../lib/auth';
import { signUp } from '../accounts/accounts.service';

export const REGISTRATION_RECEIVED_TEMPLATE = 'expert-registration-received' satisfies OutboxTemplate;

function credentialsOf(input: ExpertRegistration) {
  switch (input.category) {
    case 'medical':
    case 'legal':
      return { credentialBody: input.credentialBody, credentialNumber: input.credentialNumber, portfolioUrl: null };
    case 'finance':
      return { credentialBody: 'Institute of Chartered Accountants of India', credentialNumber: input.credentialNumber, portfolioUrl: null };
    case 'tech':
      return { credentialBody: null, credentialNumber: null, portfolioUrl: input.portfolioUrl || null };
  }
}

/**
 * Issue 7 part 1: creates the account (role expert, signed in) and its expert profile, pending review. A pending
 * expert is not verified, so the matching of patients to experts never offers them until an admin approves.
 */
export async function registerExpert(
  db: Database,
  auth: Auth,
  input: ExpertRegistration,
  headers: Headers,
): Promise<ExpertRegistrationReceipt & { cookies: string[] }> {
  const account = await signUp(auth, db, { email: input.email, password: input.password, fullName: input.fullName, phone: input.phone }, headers);
  try {
    const expertId = await db.transaction(async (tx) => {
      await tx.update(users).set({ role: 'expert' }).where(eq(users.id, account.user.id));
      const [row] = await tx
        .insert(experts)
        .values({
          userId: account.user.id,
          name: input.fullName,
          phone: indianE164(input.phone),
          whatsappNumber: indianE164(input.whatsappNumber),
          category: input.category,
          specialization: input.specialization,
          qualification: input.qualification,
          experienceYears: input.experienceYears,
          languages: input.languages,
          consultationFee: input.consultationFee,
          bio: input.bio,
          status: 'pending',
          isVerified: false,
          isOnline: false,
          ...credentialsOf(input),
        })
        .returning({ id: experts.id });
      if (!row) throw new Error('expert profile not stored');
      await tx.insert(outbox).values(
        outboxMessage(
          'email',
          input.email,
          REGISTRATION_RECEIVED_TEMPLATE,
          { expertId: row.id, name: input.fullName, category: input.category },
          // A new account has no choice of its own yet: the language the form was filled in.
          appLanguageFromHeader(headers.get('accept-language')),
        ),
      );
      return row.id;
    });
    return { expertId, status: 'pending', user: { ...account.user, role: 'expert' }, cookies: account.cookies };
  } catch (error) {
    // Without its profile the account would be a patient account nobody asked for.
    await db.delete(users).where(eq(users.id, account.user.id));
    throw error;
  }
}
