import { z } from 'zod';

/** The four fields of expertise. Spec 001 §3 names them medical, legal, finance (CA) and tech (IT). */
export const CATEGORIES = ['medical', 'legal', 'finance', 'tech'] as const;
export const CategorySchema = z.enum(CATEGORIES);
export type Category = z.infer<typeof CategorySchema>;

export const CATEGORY_LABELS: Record<Category, { expert: string; field: string }> = {
  medical: { expert: 'Doctor', field: 'Medical' },
  legal: { expert: 'Lawyer', field: 'Legal' },
  finance: { expert: 'CA', field: 'Finance' },
  tech: { expert: 'IT Professional', field: 'Technology' },
};

/** Spec 001 §2.2 departments, with the synonym groups of §7 used for matching doctors. */
export const DEPARTMENTS = [
  'General Physician',
  'Pediatrics',
  'Dermatology',
  'Gynecology',
  'Cardiology',
  'Orthopedics',
  'ENT Specialist',
  'Psychiatry',
] as const;
export const DepartmentSchema = z.enum(DEPARTMENTS);
export type Department = z.infer<typeof DepartmentSchema>;

export const DEPARTMENT_SYNONYMS: Record<Department, readonly string[]> = {
  'General Physician': ['General Medicine', 'General Practitioner', 'GP', 'Family Medicine'],
  Pediatrics: ['Pediatrician', 'Child Specialist', 'Child Doctor'],
  Dermatology: ['Skin Specialist', 'Skin Doctor', 'Dermatologist'],
  Gynecology: ['Gynaecology', 'Obstetrician', 'OB-GYN', 'Women Health'],
  Cardiology: ['Heart Specialist', 'Cardiologist', 'Heart Doctor'],
  Orthopedics: ['Orthopaedics', 'Bone Specialist', 'Joint Specialist'],
  'ENT Specialist': ['ENT', 'Otolaryngology', 'Ear Nose Throat'],
  Psychiatry: ['Mental Health', 'Psychology', 'Psychologist', 'Mental Wellness'],
};

/** The department itself followed by its synonyms: every term a specialisation may be matched against. */
export function departmentTerms(department: Department): string[] {
  return [department, ...DEPARTMENT_SYNONYMS[department]];
}
