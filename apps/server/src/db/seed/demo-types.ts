import type { Category } from '@sahay/domain';

/** A seeded expert. Phone numbers are +91 mobiles; WhatsApp defaults to the phone when omitted. */
export interface DemoExpert {
  name: string;
  phone: string;
  whatsappNumber?: string;
  category: Category;
  specialization: string;
  isOnline: boolean;
  isVerified: boolean;
  rating: number;
  experienceYears: number;
  totalConsultations: number;
  bio: string;
  languages: string[];
  /** The professional registration (issue 7); given for the experts with a demo sign-in. */
  qualification?: string;
  credentialBody?: string;
  credentialNumber?: string;
  consultationFee?: number;
}

/** The demo patient's health history; dates are given relative to the day the seed runs. */
export interface DemoAppointment {
  daysFromNow: number;
  hour: number;
  status: 'scheduled' | 'completed' | 'cancelled';
  appointmentType: 'chat' | 'audio' | 'video';
  /** Matches DemoExpert.name. */
  expertName: string;
}

export interface DemoRecord {
  daysAgo: number;
  title: string;
  doctorName: string;
  hospitalName: string;
  recordType: string;
}

export interface DemoPrescription {
  daysAgo: number;
  expertName: string;
  diagnosis: string;
  medicines: Array<{ name: string; strength: string; dose: string; frequency: string; duration: string; instructions?: string }>;
  advice: string;
}

export interface DemoVitals {
  daysAgo: number;
  bloodPressureSystolic: number;
  bloodPressureDiastolic: number;
  heartRate: number;
  bloodSugar: number;
  weight: number;
}
