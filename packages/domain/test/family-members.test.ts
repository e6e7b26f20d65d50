import { describe, expect, it } from 'vitest';
import {
  ageInMonths,
  ageInYears,
  describeAge,
  FAMILY_MESSAGES,
  familyMemberInputSchema,
  MemberQuerySchema,
  triageAgeFromDateOfBirth,
} from '../src/family-members';

const TODAY = '2026-03-01';
const schema = familyMemberInputSchema(() => TODAY);
const valid = { name: 'Aarav Sharma', relation: 'child', dateOfBirth: '2018-06-15', gender: 'male' };
const messagesOf = (input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('a family member’s fields', () => {
  it('accepts a member and tidies the name', () => {
    expect(schema.parse({ ...valid, name: '  Aarav   Sharma ' })).toEqual(valid);
  });

  it.each([
    [{ name: 'A' }, `name: ${FAMILY_MESSAGES.nameTooShort}`],
    [{ name: '   ' }, `name: ${FAMILY_MESSAGES.nameTooShort}`],
    [{ name: 'x'.repeat(101) }, `name: ${FAMILY_MESSAGES.nameTooLong}`],
    [{ name: 'Bad\u0000name' }, 'name: Remove control characters from this field'],
    [{ relation: 'cousin' }, `relation: ${FAMILY_MESSAGES.relation}`],
    [{ gender: 'unknown' }, `gender: ${FAMILY_MESSAGES.gender}`],
    [{ dateOfBirth: '2026-03-02' }, `dateOfBirth: ${FAMILY_MESSAGES.dateInFuture}`],
    [{ dateOfBirth: '1906-02-28' }, `dateOfBirth: ${FAMILY_MESSAGES.dateTooOld}`],
    [{ dateOfBirth: '2020-02-30' }, `dateOfBirth: ${FAMILY_MESSAGES.dateOfBirth}`],
    [{ dateOfBirth: '15/06/2018' }, `dateOfBirth: ${FAMILY_MESSAGES.dateOfBirth}`],
    [{ dateOfBirth: undefined }, `dateOfBirth: ${FAMILY_MESSAGES.dateOfBirth}`],
  ])('refuses %j with a clear message', (change, message) => {
    expect(messagesOf({ ...valid, ...change })).toEqual([message]);
  });

  it('accepts today and exactly 120 years ago', () => {
    expect(messagesOf({ ...valid, dateOfBirth: TODAY })).toEqual([]);
    expect(messagesOf({ ...valid, dateOfBirth: '1906-03-01' })).toEqual([]);
  });

  it('takes ?member= as a uuid or nothing', () => {
    expect(MemberQuerySchema.parse({})).toEqual({});
    expect(MemberQuerySchema.safeParse({ member: 'nope' }).error?.issues[0]?.message).toBe(FAMILY_MESSAGES.badMember);
  });
});

describe('age from the date of birth', () => {
  it.each([
    ['2018-03-01', 8],
    ['2018-03-02', 7],
    ['1990-12-31', 35],
    ['2025-03-01', 1],
    ['2025-03-02', 0],
    ['2026-03-01', 0],
  ])('born %s is %i on 2026-03-01', (dob, years) => {
    expect(ageInYears(dob, TODAY)).toBe(years);
  });

  it('reaches a 29 February birthday on 1 March in other years', () => {
    expect(ageInYears('2024-02-29', '2025-02-28')).toBe(0);
    expect(ageInYears('2024-02-29', '2025-03-01')).toBe(1);
  });

  it('counts months under a first birthday', () => {
    expect(ageInMonths('2025-09-01', TODAY)).toBe(6);
    expect(ageInMonths('2025-09-02', TODAY)).toBe(5);
    expect(describeAge('2025-09-01', TODAY)).toBe('6 months');
    expect(describeAge('2026-02-01', TODAY)).toBe('1 month');
    expect(describeAge('2025-03-01', TODAY)).toBe('1 year');
    expect(describeAge('2018-03-01', TODAY)).toBe('8 years');
  });

  it('gives the triage a number it accepts, a fraction of a year under one', () => {
    expect(triageAgeFromDateOfBirth('2018-03-01', TODAY)).toBe(8);
    expect(triageAgeFromDateOfBirth('2025-09-01', TODAY)).toBe(0.5);
    expect(triageAgeFromDateOfBirth('2026-02-20', TODAY)).toBe(0.1);
    expect(triageAgeFromDateOfBirth(TODAY, TODAY)).toBe(0.1);
  });
});
