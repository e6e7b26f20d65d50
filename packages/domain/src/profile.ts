// Spec 001 §2.16 and §5 edit profile, with the spec's texts; issue 14 part 5 adds an optional city and state (so the
// profile menu's 'Location not set' can change) and the languages a person speaks. Kept free of zod: the profile
// menu shows the location without loading the schemas (profile-schemas.ts holds those).

export const PROFILE_MESSAGES = {
  invalidName: { title: 'Invalid name', description: 'Please enter a valid name' },
  invalidPhone: { title: 'Invalid phone number', description: 'Please enter a valid phone number' },
  emailReadOnly: 'Email cannot be changed',
  submit: 'Update Profile',
  updated: { title: 'Profile Updated' },
  updateFailed: { title: 'Update Failed', fallback: 'Failed to update profile' },
  loadFailed: 'Failed to load profile data',
  locationNotSet: 'Location not set',
  invalidCity: 'Please enter a valid city',
} as const;

export const CITY_MAX_LENGTH = 60;

/** The 28 states and 8 union territories of India, as a person picks theirs. */
export const INDIAN_STATES = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Lakshadweep',
  'Puducherry',
] as const;
export type IndianState = (typeof INDIAN_STATES)[number];

/** The profile menu's location line: 'Pune, Maharashtra', either part alone, or the spec's 'Location not set'. */
export function formatLocation(city: string | null | undefined, state: string | null | undefined): string {
  const parts = [city?.trim(), state?.trim()].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(', ') : PROFILE_MESSAGES.locationNotSet;
}
