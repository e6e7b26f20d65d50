import { nationalDigits } from '@sahay/domain/phone';
import type { Profile } from '@sahay/domain/profile-schemas';

/** What the edit-profile form holds: the API's fields, plus the email it shows but never sends as a change. */
export interface ProfileFormValues {
  name: string;
  phone: string;
  email: string;
  city: string;
  state: string;
  languages: string[];
  /** YYYY-MM-DD or ''. */
  dateOfBirth: string;
  gender: string;
}

export function formValuesOf(profile: Profile): ProfileFormValues {
  return {
    name: profile.name,
    phone: profile.phone ? nationalDigits(profile.phone) : '',
    email: profile.email ?? '',
    city: profile.city ?? '',
    state: profile.state ?? '',
    languages: profile.languages,
    dateOfBirth: profile.dateOfBirth ?? '',
    gender: profile.gender ?? '',
  };
}
