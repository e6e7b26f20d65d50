// Requests from the demo patient waiting on the expert desk, so a demo doctor or lawyer has something to accept.
import type { TranscriptEntry } from '../schema/consultations';

export interface DemoConsultation {
  category: 'medical' | 'legal';
  consultationType: 'chat' | 'audio' | 'video';
  problemDescription: string;
  department: string | null;
  patientAge: number;
  patientGender: 'male' | 'female' | 'other';
  additionalSymptoms: string[];
  consultationFee: number;
  aiTranscript: TranscriptEntry[];
}

export const DEMO_CONSULTATIONS: readonly DemoConsultation[] = [
  {
    category: 'medical',
    consultationType: 'video',
    problemDescription: 'Chest tightness when climbing stairs for two weeks',
    department: 'Cardiology',
    patientAge: 29,
    patientGender: 'female',
    additionalSymptoms: ['Shortness of breath', 'Fatigue'],
    consultationFee: 299,
    aiTranscript: [
      { question: 'When did your symptoms start?', answer: 'About two weeks ago' },
      { question: 'On a scale of 1-10, how severe are your symptoms?', answer: '5' },
      { question: 'Are you experiencing any other symptoms?', answer: 'I get tired quickly' },
      { question: 'What makes your symptoms better or worse?', answer: 'Worse on stairs, better when I rest' },
      { question: 'Have you taken any medication for this?', answer: 'No' },
    ],
  },
  {
    category: 'legal',
    consultationType: 'chat',
    problemDescription: 'Family: My husband stopped paying the maintenance the court ordered for our two children',
    // Issue 16: offered to family lawyers, such as the demo lawyer account.
    department: 'Family Law',
    patientAge: 29,
    patientGender: 'female',
    additionalSymptoms: [],
    consultationFee: 499,
    aiTranscript: [],
  },
];
