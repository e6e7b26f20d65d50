import type { Category, Role } from '@sahay/domain';

/** The demo sign-ins listed in the README. Seeded only outside production. */
export const DEMO_PASSWORD = 'sahay-demo-2026';

export interface DemoAccount {
  email: string;
  name: string;
  phone: string;
  role: Role;
  /** For expert accounts: the category of the seeded expert profile with the same name. */
  expertCategory?: Category;
  /** The profile's date of birth and gender (issue 21 part 3: the request forms fill them in). */
  dateOfBirth?: string;
  gender?: 'male' | 'female' | 'other';
}

export const DEMO_PATIENT: DemoAccount = {
  email: 'patient@sahay.demo',
  name: 'Ananya Sharma',
  phone: '+919812345670',
  role: 'patient',
  dateOfBirth: '1992-08-14',
  gender: 'female',
};

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  DEMO_PATIENT,
  { email: 'doctor@sahay.demo', name: 'Dr. Arjun Mehta', phone: '+919812345671', role: 'expert', expertCategory: 'medical' },
  { email: 'lawyer@sahay.demo', name: 'Adv. Priya Nair', phone: '+919812345672', role: 'expert', expertCategory: 'legal' },
  { email: 'ca@sahay.demo', name: 'CA Rohan Gupta', phone: '+919812345673', role: 'expert', expertCategory: 'finance' },
  { email: 'tech@sahay.demo', name: 'Kavya Iyer', phone: '+919812345674', role: 'expert', expertCategory: 'tech' },
  { email: 'admin@sahay.demo', name: 'Sahay Admin', phone: '+919812345675', role: 'admin' },
];
