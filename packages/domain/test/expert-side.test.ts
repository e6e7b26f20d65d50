import { describe, expect, it } from 'vitest';
import { DEPARTMENTS } from '../src/categories';
import { SPECIALTIES_BY_CATEGORY } from '../src/expert-catalogues';
import { ExpertRegistrationSchema } from '../src/expert-registration';
import { legalDocumentThankYouPath } from '../src/legal-documents';
import { maskPhone } from '../src/phone';
import { PrescriptionInputSchema, prescriptionThankYouPath, shortId } from '../src/prescriptions';
import { averageRating, RatingInputSchema } from '../src/ratings';

const base = {
  fullName: 'Dr. Neha Kapoor',
  email: 'neha@example.in',
  password: 'Stethoscope-42',
  phone: '9876543210',
  whatsappNumber: '9876543210',
  qualification: 'MBBS, MD',
  experienceYears: 8,
  languages: ['English', 'Hindi'],
  consultationFee: 399,
  bio: 'Physician with eight years in community health clinics in Pune.',
};

describe('expert registration', () => {
  it('says years of experience and the fee are missing when empty, not 0', () => {
    const registration = { ...base, category: 'tech', specialization: 'Cybersecurity' };
    const messageFor = (overrides: object) => ExpertRegistrationSchema.safeParse({ ...registration, ...overrides }).error?.issues[0]?.message;
    expect(messageFor({ experienceYears: '' })).toBe('Please enter your years of experience');
    expect(messageFor({ experienceYears: true })).toBe('Please enter your years of experience');
    expect(messageFor({ consultationFee: ' ' })).toBe('Please enter your fee');
    expect(ExpertRegistrationSchema.parse({ ...registration, experienceYears: '0', consultationFee: '399' })).toMatchObject({
      experienceYears: 0,
      consultationFee: 399,
    });
  });

  it('doctors choose from the patient side’s departments', () => {
    expect(SPECIALTIES_BY_CATEGORY.medical).toBe(DEPARTMENTS);
    const ok = ExpertRegistrationSchema.safeParse({
      ...base,
      category: 'medical',
      specialization: 'Cardiology',
      credentialBody: 'Delhi Medical Council',
      credentialNumber: 'DMC/R/12345',
    });
    expect(ok.success).toBe(true);
    const bad = ExpertRegistrationSchema.safeParse({
      ...base,
      category: 'medical',
      specialization: 'Astrology',
      credentialBody: 'Delhi Medical Council',
      credentialNumber: 'DMC/R/12345',
    });
    expect(bad.success).toBe(false);
  });

  it('each profession requires its own registration', () => {
    expect(ExpertRegistrationSchema.safeParse({ ...base, category: 'medical', specialization: 'Cardiology' }).success).toBe(false);
    expect(
      ExpertRegistrationSchema.safeParse({
        ...base,
        category: 'legal',
        specialization: 'Family Law',
        credentialBody: 'Bar Council of Delhi',
        credentialNumber: 'D/1234/2015',
      }).success,
    ).toBe(true);
    expect(
      ExpertRegistrationSchema.safeParse({
        ...base,
        category: 'legal',
        specialization: 'Family Law',
        credentialBody: 'Bar Council of Delhi',
        credentialNumber: '12',
      }).success,
    ).toBe(false);
    expect(ExpertRegistrationSchema.safeParse({ ...base, category: 'finance', specialization: 'GST', credentialNumber: '123456' }).success).toBe(true);
    expect(ExpertRegistrationSchema.safeParse({ ...base, category: 'finance', specialization: 'GST', credentialNumber: '12345' }).success).toBe(false);
    expect(ExpertRegistrationSchema.safeParse({ ...base, category: 'tech', specialization: 'Cybersecurity' }).success).toBe(true);
    expect(
      ExpertRegistrationSchema.safeParse({ ...base, category: 'tech', specialization: 'Cybersecurity', portfolioUrl: 'javascript:alert(1)' }).success,
    ).toBe(false);
  });
});

describe('prescriptions', () => {
  const input = {
    consultationId: '7d1f5d0e-8a34-4c5e-9b1a-2f7c3e9d4a10',
    patientAge: 34,
    patientGender: 'female',
    ageConfirmed: true,
    diagnosis: 'Acute pharyngitis',
    medicines: [{ name: 'Paracetamol', strength: '500 mg', dose: '1 tablet', frequency: 'Three times a day', duration: '3 days' }],
  };
  it('needs the age confirmed and every TPG field of each drug', () => {
    expect(PrescriptionInputSchema.safeParse(input).success).toBe(true);
    expect(PrescriptionInputSchema.safeParse({ ...input, ageConfirmed: false }).success).toBe(false);
    expect(PrescriptionInputSchema.safeParse({ ...input, medicines: [{ name: 'Paracetamol', strength: '500 mg' }] }).success).toBe(false);
    expect(PrescriptionInputSchema.safeParse({ ...input, medicines: [] }).success).toBe(false);
  });
  it('says the age is missing when it is empty, and never reads true or a list as an age', () => {
    for (const patientAge of ['', ' ', null, undefined, true, [34]]) {
      expect(PrescriptionInputSchema.safeParse({ ...input, patientAge }).error?.issues[0]?.message, JSON.stringify(patientAge)).toBe('Enter the patient’s age');
    }
    expect(PrescriptionInputSchema.parse({ ...input, patientAge: '0' }).patientAge).toBe(0);
  });
  it('shows ids as their first 8 characters and an ellipsis (§9)', () => {
    expect(shortId('7d1f5d0e-8a34-4c5e-9b1a-2f7c3e9d4a10')).toBe('7d1f5d0e...');
  });
  it('masks phones to the last 4 digits after at most 6 asterisks (§9)', () => {
    expect(maskPhone('+919876543210')).toBe('******3210');
    expect(maskPhone('98765')).toBe('*8765');
  });
  it('builds the thank-you links with the spec’s parameters (§2.9, §2.10)', () => {
    expect(prescriptionThankYouPath({ patientName: 'Asha Rao', patientPhone: '+919876543210', problem: 'Sore throat', prescriptionId: 'abc' })).toBe(
      '/prescription-thank-you?patientName=Asha%20Rao&patientPhone=%2B919876543210&problem=Sore%20throat&prescriptionId=abc',
    );
    expect(legalDocumentThankYouPath({ clientName: 'A', clientPhone: '1', caseType: 'Family', documentId: 'd', lawyerId: 'l' })).toBe(
      '/legal-document-thank-you?clientName=A&clientPhone=1&caseType=Family&documentId=d&lawyerId=l',
    );
  });
});

describe('ratings', () => {
  it('needs 1 to 5 stars, else "Please select a rating"', () => {
    const zero = RatingInputSchema.safeParse({ consultationId: '7d1f5d0e-8a34-4c5e-9b1a-2f7c3e9d4a10', stars: 0 });
    expect(zero.success).toBe(false);
    expect(zero.error?.issues[0]?.message).toBe('Please select a rating');
    expect(RatingInputSchema.safeParse({ consultationId: '7d1f5d0e-8a34-4c5e-9b1a-2f7c3e9d4a10', stars: 6 }).success).toBe(false);
    expect(RatingInputSchema.safeParse({ consultationId: '7d1f5d0e-8a34-4c5e-9b1a-2f7c3e9d4a10', stars: 5 }).success).toBe(true);
  });
  it('averages real ratings to one decimal', () => {
    expect(averageRating([5, 4, 4])).toBe(4.3);
    expect(averageRating([])).toBe(0);
  });
});
