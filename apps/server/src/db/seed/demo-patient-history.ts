// The demo patient's health history: appointments, medical records, prescriptions and vital signs.
import type { DemoAppointment, DemoPrescription, DemoRecord, DemoVitals } from './demo-types';

export const DEMO_APPOINTMENTS: readonly DemoAppointment[] = [
  { daysFromNow: 2, hour: 11, status: 'scheduled', appointmentType: 'video', expertName: 'Dr. Arjun Mehta' },
  { daysFromNow: 6, hour: 10, status: 'scheduled', appointmentType: 'audio', expertName: 'Dr. Suresh Reddy' },
  { daysFromNow: 15, hour: 17, status: 'scheduled', appointmentType: 'chat', expertName: 'Dr. Aditi Saxena' },
  { daysFromNow: -10, hour: 18, status: 'completed', appointmentType: 'video', expertName: 'Dr. Arjun Mehta' },
  { daysFromNow: -25, hour: 15, status: 'cancelled', appointmentType: 'chat', expertName: 'Dr. Nikhil Joshi' },
  { daysFromNow: -40, hour: 12, status: 'completed', appointmentType: 'audio', expertName: 'Dr. Bhavana Reddy' },
  { daysFromNow: -90, hour: 9, status: 'completed', appointmentType: 'video', expertName: 'Dr. Suresh Reddy' },
];

export const DEMO_RECORDS: readonly DemoRecord[] = [
  {
    daysAgo: 8,
    title: 'Lipid Profile (Fasting)',
    doctorName: 'Dr. Arjun Mehta',
    hospitalName: 'Sunrise Diagnostics, Pune',
    recordType: 'Lab Report',
  },
  {
    daysAgo: 12,
    title: 'Electrocardiogram (12-Lead ECG)',
    doctorName: 'Dr. Arjun Mehta',
    hospitalName: 'Deccan Heart & Vascular Centre, Pune',
    recordType: 'Lab Report',
  },
  {
    daysAgo: 35,
    title: 'Complete Blood Count (CBC)',
    doctorName: 'Dr. Suresh Reddy',
    hospitalName: 'Sahyadri Path Lab, Pune',
    recordType: 'Lab Report',
  },
  {
    daysAgo: 62,
    title: 'Outpatient Consultation Note - Blood Pressure Review',
    doctorName: 'Dr. Milind Gokhale',
    hospitalName: 'Shree Sai Multispeciality Hospital, Pune',
    recordType: 'Consultation Note',
  },
  {
    daysAgo: 95,
    title: 'HbA1c (Glycated Haemoglobin)',
    doctorName: 'Dr. Suresh Reddy',
    hospitalName: 'Sunrise Diagnostics, Pune',
    recordType: 'Lab Report',
  },
  {
    daysAgo: 180,
    title: 'Chest X-Ray (PA View)',
    doctorName: 'Dr. Shraddha Kale',
    hospitalName: 'Nirmal Imaging Centre, Pune',
    recordType: 'Imaging',
  },
];

export const DEMO_PRESCRIPTIONS: readonly DemoPrescription[] = [
  {
    daysAgo: 10,
    expertName: 'Dr. Arjun Mehta',
    diagnosis: 'Essential hypertension (Stage 1), follow-up',
    medicines: [
      {
        name: 'Telmisartan',
        strength: '40 mg',
        dose: '1 tablet',
        frequency: '1-0-0',
        duration: '30 days',
        instructions: 'Take in the morning at the same time every day',
      },
      {
        name: 'Amlodipine',
        strength: '2.5 mg',
        dose: '1 tablet',
        frequency: '0-0-1',
        duration: '30 days',
        instructions: 'Report ankle swelling or dizziness',
      },
    ],
    advice:
      'Keep salt under 5 g a day and avoid pickles and papad. Walk briskly for 30 minutes at least 5 days a week. ' +
      'Check BP at home twice a week and bring the log to the next visit. Review after 4 weeks.',
  },
  {
    daysAgo: 40,
    expertName: 'Dr. Bhavana Reddy',
    diagnosis: 'Seasonal allergic rhinitis',
    medicines: [
      {
        name: 'Levocetirizine',
        strength: '5 mg',
        dose: '1 tablet',
        frequency: '0-0-1',
        duration: '10 days',
        instructions: 'May cause drowsiness; avoid driving after the dose',
      },
      {
        name: 'Fluticasone propionate nasal spray',
        strength: '50 mcg/spray',
        dose: '2 sprays in each nostril',
        frequency: '1-0-0',
        duration: '14 days',
        instructions: 'Shake well; aim away from the nasal septum',
      },
      {
        name: 'Sodium chloride nasal drops',
        strength: '0.65%',
        dose: '2 drops in each nostril',
        frequency: '1-1-1',
        duration: '7 days',
      },
    ],
    advice:
      'Steam inhalation twice a day. Wear a mask outdoors and while dusting at home. Wash pillow covers weekly ' +
      'in hot water. Consult again if there is fever, facial pain or thick nasal discharge.',
  },
  {
    daysAgo: 90,
    expertName: 'Dr. Suresh Reddy',
    diagnosis: 'Vitamin D deficiency (25-OH Vitamin D: 14 ng/mL)',
    medicines: [
      {
        name: 'Cholecalciferol (Vitamin D3)',
        strength: '60,000 IU',
        dose: '1 sachet',
        frequency: 'Once a week',
        duration: '8 weeks',
        instructions: 'Mix in a glass of milk and take after breakfast',
      },
      {
        name: 'Calcium carbonate + Vitamin D3',
        strength: '500 mg + 250 IU',
        dose: '1 tablet',
        frequency: '0-1-0',
        duration: '3 months',
        instructions: 'Take after lunch',
      },
    ],
    advice:
      'Get 15 to 20 minutes of morning sunlight on the arms and face daily. Include milk, curd, eggs and paneer ' +
      'in the diet. Repeat the Vitamin D test after 3 months.',
  },
];

export const DEMO_VITALS: readonly DemoVitals[] = [
  { daysAgo: 58, bloodPressureSystolic: 146, bloodPressureDiastolic: 94, heartRate: 84, bloodSugar: 118, weight: 78.5 },
  { daysAgo: 51, bloodPressureSystolic: 143, bloodPressureDiastolic: 92, heartRate: 81, bloodSugar: 114, weight: 78.3 },
  { daysAgo: 44, bloodPressureSystolic: 144, bloodPressureDiastolic: 93, heartRate: 82, bloodSugar: 115, weight: 78.1 },
  { daysAgo: 36, bloodPressureSystolic: 139, bloodPressureDiastolic: 89, heartRate: 78, bloodSugar: 108, weight: 77.8 },
  { daysAgo: 29, bloodPressureSystolic: 137, bloodPressureDiastolic: 88, heartRate: 76, bloodSugar: 104, weight: 77.4 },
  { daysAgo: 21, bloodPressureSystolic: 134, bloodPressureDiastolic: 86, heartRate: 75, bloodSugar: 101, weight: 77.0 },
  { daysAgo: 13, bloodPressureSystolic: 132, bloodPressureDiastolic: 85, heartRate: 72, bloodSugar: 96, weight: 76.6 },
  { daysAgo: 4, bloodPressureSystolic: 128, bloodPressureDiastolic: 82, heartRate: 69, bloodSugar: 92, weight: 76.2 },
];
