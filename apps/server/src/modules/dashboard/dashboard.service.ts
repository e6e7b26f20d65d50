import {
  isHoldExpired,
  PAYMENT_MESSAGES,
  DASHBOARD_FULL_LIST_LIMIT,
  DASHBOARD_LIST_LIMIT,
  DASHBOARD_TEXTS,
  HEALTH_SCORE_WINDOW_DAYS,
  healthScore,
  UPCOMING_WINDOW_DAYS,
  VITALS_HISTORY_LIMIT,
  canChangeAppointment,
  type CurrentUser,
  type Dashboard,
  type DashboardAppointment,
  type DashboardList,
  type DashboardListQuerySchema,
  type MedicalDashboard,
} from '@sahay/domain';
import { and, desc, eq, gt, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/auth';
import { consultations } from '../../db/schema/consultations';
import { experts } from '../../db/schema/experts';
import { appointments, medicalRecords, prescriptions, vitalSigns } from '../../db/schema/health-records';
import { AppError } from '../../lib/errors';
import { memberIdFor } from '../family-members/family-members.service';
import { ofPerson, prescriptionsOfPerson } from '../family-members/member-scope';
import { joinPathOf } from '../appointments/appointment-views';
import { receiptPath } from '../payments/receipts.service';
import { refundStates } from '../payments/refund-requests.service';
import { payments } from '../../db/schema/payments';
import { latestPrescriptions, latestRecords, mergeRecords } from '../medical-records/records-list';
import { fieldConsultations, fieldDashboard, fieldDocuments } from './field-dashboard';

const DAY_MS = 24 * 60 * 60 * 1000;
type DashboardListQueryOutput = z.output<typeof DashboardListQuerySchema>;

/** The counts on the stat cards and the person's current name, in one query. */
async function medicalCounts(db: Database, userId: string, now: Date, memberId: string | null) {
  const until = new Date(now.getTime() + UPCOMING_WINDOW_DAYS * DAY_MS);
  const [row] = await db
    .select({
      name: users.name,
      // Issue 14: 'Next 30 days' counts exactly the scheduled appointments of the next 30 days (the spec's counted
      // any future one among the latest five).
      upcomingAppointments: db.$count(
        appointments,
        and(
          eq(appointments.userId, userId),
          eq(appointments.status, 'scheduled'),
          gt(appointments.appointmentDate, now),
          lte(appointments.appointmentDate, until),
          // A hold whose 10 minutes to pay have passed is no appointment (issue 19 part 4).
          or(isNull(appointments.holdExpiresAt), gt(appointments.holdExpiresAt, now)),
        ),
      ),
      appointmentCount: db.$count(appointments, eq(appointments.userId, userId)),
      medicalRecords: db.$count(medicalRecords, and(eq(medicalRecords.userId, userId), ofPerson(medicalRecords.familyMemberId, memberId))),
      prescriptions: db.$count(prescriptions, and(eq(prescriptions.userId, userId), prescriptionsOfPerson(db, memberId))),
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new AppError('UNAUTHENTICATED', DASHBOARD_TEXTS.signedOut);
  return row;
}

/**
 * The latest 5 appointments: scheduled ones ahead first (soonest first), then other ones ahead, then past ones
 * (most recent first). The first one, when scheduled and ahead, is the next appointment.
 */
async function appointmentList(db: Database, userId: string, now: Date, limit = DASHBOARD_LIST_LIMIT): Promise<DashboardAppointment[]> {
  const ahead = sql`${appointments.appointmentDate} > ${now.toISOString()}::timestamptz`;
  const rows = await db
    .select({
      id: appointments.id,
      at: appointments.appointmentDate,
      status: appointments.status,
      type: appointments.appointmentType,
      expertName: experts.name,
      specialization: experts.specialization,
      expertId: appointments.expertId,
      roomId: appointments.roomId,
      consultationId: appointments.consultationId,
      patientName: consultations.patientName,
      cancelReason: appointments.cancelReason,
      holdExpiresAt: appointments.holdExpiresAt,
      paid: sql<boolean>`exists (select 1 from ${payments} where ${payments.appointmentId} = ${appointments.id} and ${payments.paidAt} is not null)`,
    })
    .from(appointments)
    .leftJoin(experts, eq(experts.id, appointments.expertId))
    .leftJoin(consultations, eq(consultations.id, appointments.consultationId))
    .where(eq(appointments.userId, userId))
    .orderBy(
      sql`not (${ahead})`,
      sql`(${ahead}) and ${appointments.status} <> 'scheduled'`,
      sql`abs(extract(epoch from ${appointments.appointmentDate} - ${now.toISOString()}::timestamptz))`,
    )
    .limit(limit);
  const refunds = await refundStates(
    db,
    rows.filter((row) => row.paid).map((row) => row.id),
    now,
  );
  return rows.map(({ roomId, consultationId, holdExpiresAt, paid, ...row }) => {
    // Issue 19 part 4: while held for its payment there is nothing to join or move; a lapsed hold reads as cancelled.
    const lapsed = row.status === 'scheduled' && isHoldExpired(holdExpiresAt, now);
    const held = row.status === 'scheduled' && holdExpiresAt !== null && !lapsed;
    const status = lapsed ? 'cancelled' : row.status;
    return {
      ...row,
      status,
      cancelReason: lapsed ? PAYMENT_MESSAGES.heldCancelReason : row.cancelReason,
      at: row.at.toISOString(),
      joinPath: status === 'scheduled' && !held ? joinPathOf({ appointmentType: row.type, roomId, consultationId }) : null,
      changeable: status === 'scheduled' && !held && canChangeAppointment(row.at, now),
      holdExpiresAt: held && holdExpiresAt ? holdExpiresAt.toISOString() : null,
      receiptPath: paid ? receiptPath(row.id) : null,
      refund: refunds.get(row.id)?.refund ?? null,
      refundable: refunds.get(row.id)?.refundable ?? false,
    };
  });
}

async function scoreOf(db: Database, userId: string, now: Date, memberId: string | null) {
  const since = new Date(now.getTime() - HEALTH_SCORE_WINDOW_DAYS * DAY_MS);
  const readings = await db
    .select()
    .from(vitalSigns)
    .where(and(eq(vitalSigns.userId, userId), ofPerson(vitalSigns.familyMemberId, memberId), gte(vitalSigns.recordedDate, since)))
    .orderBy(desc(vitalSigns.recordedDate), desc(vitalSigns.createdAt))
    .limit(VITALS_HISTORY_LIMIT);
  return healthScore(
    readings.map((row) => ({ ...row, recordedAt: row.recordedDate.toISOString() })),
    now,
  );
}

/**
 * Spec 001 §2.12, made true: five queries, whatever the person holds (one more for the refund states of the paid
 * appointments listed, one more with a family member, who is checked first). Records, prescriptions and the Health
 * Score are the chosen person's; appointments stay the account's.
 */
async function medicalDashboard(db: Database, user: CurrentUser, now: Date, member?: string): Promise<MedicalDashboard> {
  const memberId = await memberIdFor(db, user, member);
  const [counts, list, records, issued, score] = await Promise.all([
    medicalCounts(db, user.id, now, memberId),
    appointmentList(db, user.id, now),
    latestRecords(db, user.id, DASHBOARD_LIST_LIMIT, memberId),
    latestPrescriptions(db, user.id, DASHBOARD_LIST_LIMIT, memberId),
    scoreOf(db, user.id, now, memberId),
  ]);
  const first = list[0];
  const next = first && first.status === 'scheduled' && new Date(first.at) > now ? first : null;
  return {
    field: 'medical',
    name: counts.name,
    stats: { upcomingAppointments: counts.upcomingAppointments, medicalRecords: counts.medicalRecords, prescriptions: counts.prescriptions },
    healthScore: score,
    nextAppointment: next,
    appointments: list,
    appointmentCount: counts.appointmentCount,
    records: mergeRecords(records, issued, DASHBOARD_LIST_LIMIT),
    prescriptions: issued.map((p) => ({ id: p.id, date: p.recordDate, diagnosis: p.title, doctorName: p.doctorName, medicines: p.medicines })),
  };
}

function assertPatient(user: CurrentUser): void {
  if (user.role !== 'patient') throw new AppError('FORBIDDEN', DASHBOARD_TEXTS.patientsOnly);
}

/** GET /api/dashboard?field=&member=: the signed-in patient's own dashboard for one field (health: for one member). */
export async function getDashboard(db: Database, user: CurrentUser, field: Dashboard['field'], now: Date, member?: string): Promise<Dashboard> {
  assertPatient(user);
  if (field === 'medical') return medicalDashboard(db, user, now, member);
  return fieldDashboard(db, user.id, field);
}

/** GET /api/dashboard/list: "View all" of appointments, or of one field's consultations or documents. */
export async function getDashboardList(db: Database, user: CurrentUser, query: DashboardListQueryOutput, now: Date): Promise<DashboardList> {
  assertPatient(user);
  switch (query.list) {
    case 'appointments':
      return { list: 'appointments', items: await appointmentList(db, user.id, now, DASHBOARD_FULL_LIST_LIMIT) };
    case 'consultations':
      return { list: 'consultations', items: await fieldConsultations(db, user.id, query.field, DASHBOARD_FULL_LIST_LIMIT) };
    case 'documents':
      return { list: 'documents', items: await fieldDocuments(db, user.id, query.field, DASHBOARD_FULL_LIST_LIMIT) };
  }
}
