import { describe, expect, it } from 'vitest';
import { decideTransition, FOLLOW_UP_WINDOW_DAYS, readOnlyReason, type LifecycleActor, type LifecycleConsultation } from '../src/consultation-lifecycle';

const PATIENT = 'patient-1';
const me: LifecycleActor = { role: 'expert', userId: 'u-me', expert: { id: 'e-me', category: 'medical', approved: true } };
const other: LifecycleActor = { role: 'expert', userId: 'u-other', expert: { id: 'e-other', category: 'medical', approved: true } };
const lawyer: LifecycleActor = { role: 'expert', userId: 'u-law', expert: { id: 'e-law', category: 'legal', approved: true } };
const unapproved: LifecycleActor = { role: 'expert', userId: 'u-new', expert: { id: 'e-new', category: 'medical', approved: false } };
const patient: LifecycleActor = { role: 'patient', userId: PATIENT };
const stranger: LifecycleActor = { role: 'patient', userId: 'someone-else' };
const admin: LifecycleActor = { role: 'admin', userId: 'admin-1' };

const consultation = (overrides: Partial<LifecycleConsultation> = {}): LifecycleConsultation => ({
  status: 'pending',
  userId: PATIENT,
  expertId: null,
  category: 'medical',
  ...overrides,
});

describe('accept', () => {
  it('an approved expert of the field accepts an unassigned request and is assigned', () => {
    expect(decideTransition(consultation(), 'accept', me)).toEqual({ ok: true, to: 'active', expertId: 'e-me' });
  });
  it('the expert a request is assigned to accepts it', () => {
    expect(decideTransition(consultation({ expertId: 'e-me' }), 'accept', me)).toMatchObject({ ok: true, to: 'active' });
  });
  it.each([
    ['a patient', patient],
    ['an admin', admin],
    ['an expert of another field', lawyer],
    ['an expert not yet approved', unapproved],
  ])('%s cannot accept', (_label, actor) => {
    expect(decideTransition(consultation(), 'accept', actor)).toMatchObject({ ok: false, code: 'FORBIDDEN' });
  });
  it('another expert cannot take a request assigned to someone else', () => {
    expect(decideTransition(consultation({ expertId: 'e-me' }), 'accept', other)).toMatchObject({ ok: false, code: 'FORBIDDEN' });
  });
  it.each(['active', 'completed', 'cancelled'] as const)('a %s consultation cannot be accepted', (status) => {
    expect(decideTransition(consultation({ status, expertId: 'e-me' }), 'accept', me)).toMatchObject({ ok: false, code: 'CONFLICT' });
  });
});

describe('complete', () => {
  it('the assigned expert completes an active consultation', () => {
    expect(decideTransition(consultation({ status: 'active', expertId: 'e-me' }), 'complete', me)).toMatchObject({ ok: true, to: 'completed' });
  });
  it('an admin may complete it', () => {
    expect(decideTransition(consultation({ status: 'active', expertId: 'e-me' }), 'complete', admin)).toMatchObject({ ok: true });
  });
  it.each([
    ['the patient', patient],
    ['another expert', other],
  ])('%s cannot complete it', (_label, actor) => {
    expect(decideTransition(consultation({ status: 'active', expertId: 'e-me' }), 'complete', actor)).toMatchObject({ ok: false, code: 'FORBIDDEN' });
  });
  it.each(['pending', 'completed', 'cancelled'] as const)('pending → completed and other skips are refused (%s)', (status) => {
    expect(decideTransition(consultation({ status, expertId: 'e-me' }), 'complete', me)).toMatchObject({ ok: false, code: 'CONFLICT' });
  });
});

describe('cancel', () => {
  it.each([
    ['the patient', patient],
    ['the assigned expert', me],
    ['an admin', admin],
  ])('%s cancels an active consultation', (_label, actor) => {
    expect(decideTransition(consultation({ status: 'active', expertId: 'e-me' }), 'cancel', actor)).toMatchObject({ ok: true, to: 'cancelled' });
  });
  it.each([
    ['another patient', stranger],
    ['another expert', other],
  ])('%s cannot cancel', (_label, actor) => {
    expect(decideTransition(consultation({ expertId: 'e-me' }), 'cancel', actor)).toMatchObject({ ok: false, code: 'FORBIDDEN' });
  });
  it.each(['completed', 'cancelled'] as const)('a %s consultation stays as it is', (status) => {
    expect(decideTransition(consultation({ status }), 'cancel', patient)).toMatchObject({ ok: false, code: 'CONFLICT' });
  });
});

describe('refer', () => {
  it('the assigned expert hands an active consultation to another expert, who must accept it', () => {
    expect(decideTransition(consultation({ status: 'active', expertId: 'e-me' }), 'refer', me, { targetExpertId: 'e-other' })).toEqual({
      ok: true,
      to: 'pending',
      expertId: 'e-other',
    });
  });
  it('nobody else can refer it', () => {
    for (const actor of [other, patient, admin]) {
      expect(decideTransition(consultation({ status: 'active', expertId: 'e-me' }), 'refer', actor, { targetExpertId: 'e-other' })).toMatchObject({
        ok: false,
      });
    }
  });
  it('not to oneself, and not once it is over', () => {
    expect(decideTransition(consultation({ status: 'active', expertId: 'e-me' }), 'refer', me, { targetExpertId: 'e-me' })).toMatchObject({
      ok: false,
      code: 'CONFLICT',
    });
    expect(decideTransition(consultation({ status: 'completed', expertId: 'e-me' }), 'refer', me, { targetExpertId: 'e-other' })).toMatchObject({
      ok: false,
      code: 'CONFLICT',
    });
  });
});

describe('follow-up (issue 16)', () => {
  const completedAt = new Date('2026-11-01T10:00:00Z');
  const day = 24 * 60 * 60 * 1000;
  const facts = (daysLater: number, followUpUsed = false) => ({ completedAt, followUpUsed, now: new Date(completedAt.getTime() + daysLater * day) });
  const done = consultation({ status: 'completed', expertId: 'e-me' });

  it(`the patient reopens a completed consultation with the same expert within ${FOLLOW_UP_WINDOW_DAYS} days`, () => {
    expect(FOLLOW_UP_WINDOW_DAYS).toBe(7);
    expect(decideTransition(done, 'follow_up', patient, { followUp: facts(7) })).toEqual({ ok: true, to: 'active', expertId: 'e-me' });
  });
  it('not after 7 days, not twice, not before completion', () => {
    expect(decideTransition(done, 'follow_up', patient, { followUp: facts(7.01) })).toMatchObject({
      ok: false,
      code: 'CONFLICT',
      message: expect.stringMatching(/within 7 days/),
    });
    expect(decideTransition(done, 'follow_up', patient, { followUp: facts(1, true) })).toMatchObject({
      ok: false,
      code: 'CONFLICT',
      message: expect.stringMatching(/used/),
    });
    expect(decideTransition(consultation({ status: 'active', expertId: 'e-me' }), 'follow_up', patient, { followUp: facts(1) })).toMatchObject({
      ok: false,
      code: 'CONFLICT',
    });
  });
  it.each([
    ['the expert', me],
    ['another patient', stranger],
    ['an admin', admin],
  ])('not by %s', (_name, actor) => {
    expect(decideTransition(done, 'follow_up', actor, { followUp: facts(1) })).toMatchObject({ ok: false, code: 'FORBIDDEN' });
  });
  it('completed and cancelled conversations are read-only', () => {
    expect(readOnlyReason('completed')).toMatch(/read-only.*follow-up within 7 days/);
    expect(readOnlyReason('cancelled')).toMatch(/read-only/);
    expect(readOnlyReason('active')).toBeNull();
    expect(readOnlyReason('pending')).toBeNull();
  });
});
