import type { FamilyMember } from '@sahay/domain/family-members';
import { ageInYears } from '@sahay/domain/family-members';
import { indiaDate } from '@sahay/domain/india-date';
import type { Profile } from '@sahay/domain/profile-schemas';
import { asha, json, session, stubApi } from './api';

// Issue 21 part 3: a signed-in patient with a profile that has a date of birth and gender, and one family member.
export const ASHA_PROFILE: Profile = {
  name: asha.name,
  email: asha.email,
  phone: asha.phone,
  city: 'Pune',
  state: 'Maharashtra',
  languages: [],
  dateOfBirth: '1990-04-12',
  gender: 'female',
  appLanguage: 'en',
};

export const KAMLA: FamilyMember = {
  id: '33333333-3333-4333-8333-333333333333',
  name: 'Kamla Verma',
  relation: 'parent',
  dateOfBirth: '1958-11-03',
  gender: 'female',
  createdAt: '2026-01-01T00:00:00.000Z',
};

export const AARAV: FamilyMember = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Aarav Verma',
  relation: 'child',
  dateOfBirth: '2018-06-15',
  gender: 'male',
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** The age a form shows for a date of birth, today in India. */
export const ageToday = (dateOfBirth: string) => ageInYears(dateOfBirth, indiaDate(new Date()));

/** The session, the profile and the family members of Asha, with whatever else a page needs. */
export function signedInAsha(handlers: Parameters<typeof stubApi>[0] = {}, members: FamilyMember[] = [AARAV, KAMLA]) {
  return stubApi({
    'GET /api/auth/session': session(asha),
    'GET /api/profile': () => json(200, ASHA_PROFILE),
    'GET /api/family-members': () => json(200, { members, limit: 10 }),
    ...handlers,
  });
}
