import type { DataExport } from '@sahay/domain/data-export';
import { and, asc, desc, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, sessions, signInFailures, users } from '../../db/schema/auth';
import { userPresence } from '../../db/schema/chat';
import { expertAvailability } from '../../db/schema/bookings';
import { experts } from '../../db/schema/experts';
import { healthShareOpenings, healthShares } from '../../db/schema/health-shares';
import { auditLog, outbox } from '../../db/schema/platform';
import { accountDeletionRequests, contactMessages } from '../../db/schema/support';
import { AppError } from '../../lib/errors';
import { emailPseudonym } from '../accounts/account-deletion.service';
import { READ_ACTION, toAccessLogEntry } from '../audit/audit.service';
import { familyMembers } from '../../db/schema/family';

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

type AccountSections = Pick<DataExport, 'account' | 'profile' | 'signIn' | 'expertProfile' | 'familyMembers'>;

/** The account and profile, how the person signs in (never a password hash or a session token), their expert profile if any. */
export async function exportAccount(tx: Database, userId: string): Promise<AccountSections> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId));
  if (!user) throw new AppError('UNAUTHENTICATED', 'Please log in to continue');
  // One after the other: a transaction is one connection, and node-postgres runs one query at a time on it.
  const methods = await tx.select({ provider: accounts.providerId, createdAt: accounts.createdAt }).from(accounts).where(eq(accounts.userId, userId));
  const sessionRows = await tx
    .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt, ipAddress: sessions.ipAddress, userAgent: sessions.userAgent })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(asc(sessions.createdAt));
  const presence = await tx.select().from(userPresence).where(eq(userPresence.userId, userId));
  const failures = user.email ? await tx.select().from(signInFailures).where(eq(signInFailures.email, user.email.toLowerCase())) : [];
  const expert = await tx.select().from(experts).where(eq(experts.userId, userId));
  const members = await tx.select().from(familyMembers).where(eq(familyMembers.userId, userId)).orderBy(asc(familyMembers.createdAt), asc(familyMembers.id));
  const failure = failures[0];
  const profile = expert[0];
  // Issue 19: an expert's weekly hours are theirs too.
  const hours = profile ? await tx.select().from(expertAvailability).where(eq(expertAvailability.expertId, profile.id)) : [];
  return {
    account: {
      id: user.id,
      email: user.email,
      emailVerified: user.emailVerified,
      role: user.role,
      createdAt: iso(user.createdAt),
      updatedAt: iso(user.updatedAt),
      lastSeenAt: isoOrNull(presence[0]?.lastSeenAt ?? null),
    },
    profile: {
      name: user.name,
      phone: user.phone,
      city: user.city,
      state: user.state,
      languages: user.languages,
      dateOfBirth: user.dateOfBirth,
      gender: user.gender,
    },
    signIn: {
      methods: methods.map((method) => ({ provider: method.provider, createdAt: iso(method.createdAt) })),
      sessions: sessionRows.map((s) => ({ createdAt: iso(s.createdAt), expiresAt: iso(s.expiresAt), ipAddress: s.ipAddress, userAgent: s.userAgent })),
      failedSignIns: failure ? { failures: failure.failures, since: iso(failure.windowStartedAt), lockedUntil: isoOrNull(failure.lockedUntil) } : null,
    },
    familyMembers: members.map((m) => ({
      id: m.id,
      name: m.name,
      relation: m.relation,
      dateOfBirth: m.dateOfBirth,
      gender: m.gender,
      createdAt: iso(m.createdAt),
    })),
    // An expert's own registration; the admin who reviewed it and the storage keys of their files stay out.
    expertProfile: profile
      ? {
          name: profile.name,
          phone: profile.phone,
          whatsappNumber: profile.whatsappNumber,
          category: profile.category,
          specialization: profile.specialization,
          qualification: profile.qualification,
          credentialBody: profile.credentialBody,
          credentialNumber: profile.credentialNumber,
          experienceYears: profile.experienceYears,
          languages: profile.languages,
          bio: profile.bio,
          portfolioUrl: profile.portfolioUrl,
          consultationFee: profile.consultationFee,
          status: profile.status,
          statusReason: profile.statusReason,
          photoUploaded: Boolean(profile.photoKey),
          documentName: profile.documentName,
          availability: hours[0] ? { ...hours[0].hours, updatedAt: iso(hours[0].updatedAt) } : null,
          createdAt: iso(profile.createdAt),
        }
      : null,
  };
}

type ActivitySections = Pick<DataExport, 'healthShares' | 'accessLog' | 'contactMessages' | 'deletionRequests' | 'notifications'>;

/**
 * What the person shared and who opened it, who read their medical data, what they sent to support, their deletion
 * requests (found through the email pseudonym, decision 011) and the texts and emails sent to them.
 */
export async function exportActivity(
  tx: Database,
  user: { id: string; email: string | null; phone: string | null },
  deletionKey: string,
): Promise<ActivitySections> {
  const recipients = [user.email, user.phone].filter((value): value is string => Boolean(value));
  const shares = await tx
    .select({ share: healthShares, expertName: experts.name })
    .from(healthShares)
    .leftJoin(experts, eq(experts.id, healthShares.expertId))
    .where(eq(healthShares.userId, user.id))
    .orderBy(asc(healthShares.createdAt));
  const reads = await tx
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, READ_ACTION), eq(auditLog.subjectUserId, user.id)))
    .orderBy(desc(auditLog.id));
  const messages = await tx.select().from(contactMessages).where(eq(contactMessages.userId, user.id)).orderBy(asc(contactMessages.createdAt));
  const deletions = user.email
    ? await tx
        .select()
        .from(accountDeletionRequests)
        .where(eq(accountDeletionRequests.emailHash, emailPseudonym(deletionKey, user.email)))
        .orderBy(asc(accountDeletionRequests.createdAt))
    : [];
  const sent = recipients.length
    ? await tx
        .select({ channel: outbox.channel, template: outbox.template, status: outbox.status, createdAt: outbox.createdAt, deliveredAt: outbox.deliveredAt })
        .from(outbox)
        .where(or(...recipients.map((recipient) => eq(outbox.recipient, recipient))))
        .orderBy(asc(outbox.id))
    : [];
  const shareIds = shares.map(({ share }) => share.id);
  const openings = shareIds.length
    ? await tx
        .select({ opening: healthShareOpenings, viewerName: users.name, viewerExpertName: experts.name })
        .from(healthShareOpenings)
        .leftJoin(users, eq(users.id, healthShareOpenings.viewerUserId))
        .leftJoin(experts, eq(experts.userId, healthShareOpenings.viewerUserId))
        .where(inArray(healthShareOpenings.shareId, shareIds))
        .orderBy(asc(healthShareOpenings.id))
    : [];

  return {
    healthShares: shares.map(({ share, expertName }) => ({
      id: share.id,
      kind: share.kind,
      scopes: share.scopes,
      consultationId: share.consultationId,
      sharedWith: expertName,
      createdAt: iso(share.createdAt),
      expiresAt: isoOrNull(share.expiresAt),
      revokedAt: isoOrNull(share.revokedAt),
      openings: openings
        .filter(({ opening }) => opening.shareId === share.id)
        .map(({ opening, viewerName, viewerExpertName }) => ({
          at: iso(opening.openedAt),
          sections: opening.sections,
          // The expert of a chart share by the name they practise under; a QR link's holder is not known.
          viewer: share.kind === 'chart' ? (viewerExpertName ?? viewerName) : null,
        })),
    })),
    accessLog: reads.map(toAccessLogEntry).map(({ at, who, profession, what }) => ({ at, who, profession, what })),
    contactMessages: messages.map((m) => ({
      id: m.id,
      firstName: m.firstName,
      lastName: m.lastName,
      email: m.email,
      subject: m.subject,
      message: m.message,
      status: m.status,
      createdAt: iso(m.createdAt),
      handledAt: isoOrNull(m.handledAt),
    })),
    deletionRequests: deletions.map((d) => ({
      id: d.id,
      kind: d.kind,
      status: d.status,
      respondBy: d.respondBy,
      deleteBy: d.deleteBy,
      createdAt: iso(d.createdAt),
      completedAt: isoOrNull(d.completedAt),
    })),
    notifications: sent.map((n) => ({
      channel: n.channel,
      template: n.template,
      status: n.status,
      createdAt: iso(n.createdAt),
      deliveredAt: isoOrNull(n.deliveredAt),
    })),
  };
}
