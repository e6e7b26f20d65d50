import { describe, expect, it } from 'vitest';
import { formatLocation, PROFILE_MESSAGES } from '../src/profile';
import { FAMILY_MESSAGES } from '../src/family-members';
import { ProfileUpdateSchema } from '../src/profile-schemas';

const valid = { name: 'Asha Verma', phone: '9876543210', city: 'Pune', state: 'Maharashtra', languages: ['Marathi', 'Hindi'] };

function firstError(input: unknown, field: string) {
  const result = ProfileUpdateSchema.safeParse(input);
  return result.error?.issues.find((issue) => issue.path[0] === field)?.message;
}

describe('edit profile (spec 001 §5, issue 14 part 5)', () => {
  it('trims the name and stores the phone with its country code', () => {
    expect(ProfileUpdateSchema.parse({ ...valid, name: '  Asha Verma ', phone: '+91 98765 43210' })).toEqual({ ...valid, phone: '+919876543210' });
    expect(ProfileUpdateSchema.parse({ ...valid, phone: '919876543210' }).phone).toBe('+919876543210');
  });

  it.each(['A', '  A  ', '', '   '])('name %j: Please enter a valid name', (name) => {
    expect(firstError({ ...valid, name }, 'name')).toBe(PROFILE_MESSAGES.invalidName.description);
  });

  it.each(['98765', '987654321', '+1 555 123 4567', '5876543210', 'phone', ''])('phone %j: Please enter a valid phone number', (phone) => {
    expect(firstError({ ...valid, phone }, 'phone')).toBe(PROFILE_MESSAGES.invalidPhone.description);
  });

  it('keeps city and state optional, and checks them when given', () => {
    expect(ProfileUpdateSchema.safeParse({ ...valid, city: '', state: '', languages: [] }).success).toBe(true);
    expect(ProfileUpdateSchema.safeParse({ ...valid, city: 'पुणे' }).success).toBe(true);
    expect(firstError({ ...valid, city: '12345' }, 'city')).toBe(PROFILE_MESSAGES.invalidCity);
    expect(firstError({ ...valid, state: 'Atlantis' }, 'state')).toBeDefined();
  });

  it('takes languages from the experts’ list, each once', () => {
    expect(firstError({ ...valid, languages: ['Klingon'] }, 'languages')).toBe('Choose languages from the list');
    expect(firstError({ ...valid, languages: ['Hindi', 'Hindi'] }, 'languages')).toBe('Each language once');
  });

  it('shows the location, or the spec’s Location not set', () => {
    expect(formatLocation('Pune', 'Maharashtra')).toBe('Pune, Maharashtra');
    expect(formatLocation(null, 'Kerala')).toBe('Kerala');
    expect(formatLocation(' ', null)).toBe('Location not set');
  });
});

describe('date of birth and gender (issue 21 part 3)', () => {
  it('are optional: omitted keeps what is stored, blank clears', () => {
    expect(ProfileUpdateSchema.parse(valid)).not.toHaveProperty('dateOfBirth');
    expect(ProfileUpdateSchema.parse({ ...valid, dateOfBirth: '', gender: '' })).toMatchObject({ dateOfBirth: '', gender: '' });
    expect(ProfileUpdateSchema.parse({ ...valid, dateOfBirth: ' 1990-04-12 ', gender: 'female' })).toMatchObject({
      dateOfBirth: '1990-04-12',
      gender: 'female',
    });
  });

  it.each([
    ['1990-02-30', FAMILY_MESSAGES.dateOfBirth],
    ['12/04/1990', FAMILY_MESSAGES.dateOfBirth],
    ['2999-01-01', FAMILY_MESSAGES.dateInFuture],
    ['1850-01-01', FAMILY_MESSAGES.dateTooOld],
  ])('date of birth %j: %s', (dateOfBirth, message) => {
    expect(firstError({ ...valid, dateOfBirth }, 'dateOfBirth')).toBe(message);
  });

  it('takes a gender from the list only', () => {
    expect(firstError({ ...valid, gender: 'unknown' }, 'gender')).toBe(FAMILY_MESSAGES.gender);
  });
});
