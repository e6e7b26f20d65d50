import { describe, expect, it } from 'vitest';
import { decideTransition } from '../src/consultation-lifecycle';
import { isOfferedTo, legalDepartment, OFFER_SUMMARY_MAX_CHARS, offerSummary, requestFields, type FieldFacts } from '../src/request-offers';

const facts =
  (known: Record<string, Partial<FieldFacts>>) =>
  (field: string): FieldFacts => ({ approved: false, online: false, ...known[field] });
const cardiologist = { category: 'medical' as const, specialization: 'Interventional Cardiology', approved: true, online: false };
const physician = { ...cardiologist, specialization: 'General Physician' };
const familyLawyer = { category: 'legal' as const, specialization: 'Family Law & Maintenance', approved: true, online: true };
const cyberLawyer = { ...familyLawyer, specialization: 'Cyber Law (Online Fraud)', online: false };

describe('requestFields', () => {
  it('files a department by the experts’ whole-word rule, so a synonym finds its group', () => {
    expect(requestFields('medical', 'Cardiology')).toEqual(['Cardiology']);
    expect(requestFields('medical', 'General Medicine')).toEqual(['General Physician']);
    expect(requestFields('legal', 'Family Law')).toEqual(['Family Law']);
    expect(requestFields('legal', 'Employment')).toEqual([]);
    expect(requestFields('medical', null)).toEqual([]);
  });

  it('stores a legal case type as its field of law when there is one', () => {
    expect(legalDepartment('Family')).toBe('Family Law');
    expect(legalDepartment('Cyber')).toBe('Cyber Law');
    expect(legalDepartment('Employment')).toBe('Employment');
    expect(legalDepartment(undefined)).toBeNull();
  });
});

describe('isOfferedTo', () => {
  const cardiology = { category: 'medical' as const, department: 'Cardiology' };

  it('offers a request to approved experts of its field only', () => {
    const known = facts({ Cardiology: { approved: true } });
    expect(isOfferedTo(cardiology, cardiologist, known)).toBe(true);
    expect(isOfferedTo(cardiology, physician, known)).toBe(false);
    expect(isOfferedTo(cardiology, { ...cardiologist, approved: false }, known)).toBe(false);
    expect(isOfferedTo(cardiology, { ...familyLawyer }, known)).toBe(false);
  });

  it('medical requests do not go to an online doctor of another field, however long they wait', () => {
    expect(isOfferedTo(cardiology, { ...physician, online: true }, facts({ Cardiology: { approved: true, online: false } }))).toBe(false);
  });

  it('a request without a known field, or of a field nobody approved is in, goes to the whole category', () => {
    expect(isOfferedTo({ category: 'medical', department: null }, physician, facts({}))).toBe(true);
    expect(isOfferedTo({ category: 'medical', department: 'Something else' }, physician, facts({}))).toBe(true);
    expect(isOfferedTo({ category: 'medical', department: 'Urology' }, physician, facts({ Urology: { approved: false } }))).toBe(true);
  });

  it('legal: lawyers of the case’s field first; while none of them is online, any online lawyer', () => {
    const cyber = { category: 'legal' as const, department: 'Cyber Law' };
    const nobodyOnline = facts({ 'Cyber Law': { approved: true, online: false } });
    expect(isOfferedTo(cyber, cyberLawyer, nobodyOnline)).toBe(true);
    expect(isOfferedTo(cyber, familyLawyer, nobodyOnline)).toBe(true);
    expect(isOfferedTo(cyber, { ...familyLawyer, online: false }, nobodyOnline)).toBe(false);
    expect(isOfferedTo(cyber, familyLawyer, facts({ 'Cyber Law': { approved: true, online: true } }))).toBe(false);
  });
});

describe('accepting', () => {
  const request = { status: 'pending' as const, userId: 'patient', expertId: null, category: 'medical' };
  const actor = { role: 'expert' as const, userId: 'u', expert: { id: 'e', category: 'medical', approved: true } };

  it('an unassigned request not offered to the expert is refused, an offered one accepted', () => {
    expect(decideTransition(request, 'accept', actor, { offered: false })).toMatchObject({ ok: false, code: 'FORBIDDEN' });
    expect(decideTransition(request, 'accept', actor, { offered: true })).toEqual({ ok: true, to: 'active', expertId: 'e' });
  });
});

describe('offerSummary', () => {
  it('hides e-mail addresses and long numbers the person typed', () => {
    expect(offerSummary('Call me on +91 98765 43210 or asha.verma@example.in about my chest pain')).toBe(
      'Call me on [number hidden] or [email hidden] about my chest pain',
    );
    expect(offerSummary('Aadhaar 1234-5678-9012 was misused')).toBe('Aadhaar [number hidden] was misused');
    expect(offerSummary('Fever for 3 days, 102 F')).toBe('Fever for 3 days, 102 F');
  });

  it('cuts a long problem at a word', () => {
    const long = 'My landlord keeps the deposit '.repeat(10).trim();
    const summary = offerSummary(long) ?? '';
    expect(summary.length).toBeLessThanOrEqual(OFFER_SUMMARY_MAX_CHARS);
    expect(summary.endsWith('…')).toBe(true);
    const kept = summary.slice(0, -1);
    expect(long.startsWith(kept)).toBe(true);
    expect(long[kept.length]).toBe(' ');
    expect(offerSummary('   ')).toBeNull();
    expect(offerSummary(null)).toBeNull();
  });
});
