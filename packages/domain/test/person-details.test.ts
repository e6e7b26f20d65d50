import { describe, expect, it } from 'vitest';
import { memberDetails, phoneForForms, profileDetails } from '../src/person-details';

// Issue 21 part 3: what the request forms fill in, from the profile or a family member.
const TODAY = '2026-06-15';

describe('phoneForForms', () => {
  it.each([
    ['+919876543210', '9876543210'],
    ['919876543210', '9876543210'],
    ['98765 43210', '9876543210'],
    ['+447700900123', '+447700900123'],
    [null, ''],
    ['', ''],
  ])('%j → %j', (stored, shown) => {
    expect(phoneForForms(stored)).toBe(shown);
  });
});

describe('profileDetails', () => {
  it('works the age out from the date of birth, in full years on the day', () => {
    const details = profileDetails({ name: 'Asha Verma', phone: '+919876543210', dateOfBirth: '1990-06-16', gender: 'female' }, TODAY);
    expect(details).toEqual({ name: 'Asha Verma', phone: '9876543210', dateOfBirth: '1990-06-16', age: 35, gender: 'female' });
    expect(profileDetails({ name: 'A', phone: null, dateOfBirth: '1990-06-15' }, TODAY).age).toBe(36);
  });

  it('knows no age or gender without them (the session’s name and phone only)', () => {
    expect(profileDetails({ name: 'Asha Verma', phone: '+919876543210' }, TODAY)).toEqual({
      name: 'Asha Verma',
      phone: '9876543210',
      dateOfBirth: null,
      age: null,
      gender: null,
    });
  });
});

describe('memberDetails', () => {
  it('gives the member’s name, age and gender with the holder’s phone', () => {
    expect(memberDetails({ name: 'Aarav Verma', dateOfBirth: '2018-06-15', gender: 'male' }, '+919876543210', TODAY)).toEqual({
      name: 'Aarav Verma',
      phone: '9876543210',
      dateOfBirth: '2018-06-15',
      age: 8,
      gender: 'male',
    });
  });

  it('leaves the age for the person to type under a first birthday (the forms take 1 to 149)', () => {
    expect(memberDetails({ name: 'Baby', dateOfBirth: '2026-01-01', gender: 'female' }, null, TODAY).age).toBeNull();
  });
});
