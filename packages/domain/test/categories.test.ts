import { describe, expect, it } from 'vitest';
import { CATEGORIES, CATEGORY_LABELS, CategorySchema, DEPARTMENT_SYNONYMS, DEPARTMENTS, DepartmentSchema, departmentTerms } from '../src/categories';

describe('categories', () => {
  it('are medical, legal, finance and tech, each with its labels', () => {
    expect(CATEGORIES).toEqual(['medical', 'legal', 'finance', 'tech']);
    expect(CATEGORY_LABELS).toEqual({
      medical: { expert: 'Doctor', field: 'Medical' },
      legal: { expert: 'Lawyer', field: 'Legal' },
      finance: { expert: 'CA', field: 'Finance' },
      tech: { expert: 'IT Professional', field: 'Technology' },
    });
  });

  it('refuses an unknown category', () => {
    expect(CategorySchema.safeParse('medical').success).toBe(true);
    expect(CategorySchema.safeParse('ca').success).toBe(false);
    expect(CategorySchema.safeParse('Medical').success).toBe(false);
  });
});

describe('departments (spec 001 §2.2)', () => {
  it('lists the eight departments of the medical modal, in its order', () => {
    expect(DEPARTMENTS).toEqual(['General Physician', 'Pediatrics', 'Dermatology', 'Gynecology', 'Cardiology', 'Orthopedics', 'ENT Specialist', 'Psychiatry']);
    expect(DepartmentSchema.safeParse('Neurology').success).toBe(false);
  });

  it('has the synonym groups of spec 001 §7, word for word', () => {
    expect(DEPARTMENT_SYNONYMS).toEqual({
      'General Physician': ['General Medicine', 'General Practitioner', 'GP', 'Family Medicine'],
      'ENT Specialist': ['ENT', 'Otolaryngology', 'Ear Nose Throat'],
      Psychiatry: ['Mental Health', 'Psychology', 'Psychologist', 'Mental Wellness'],
      Pediatrics: ['Pediatrician', 'Child Specialist', 'Child Doctor'],
      Gynecology: ['Gynaecology', 'Obstetrician', 'OB-GYN', 'Women Health'],
      Orthopedics: ['Orthopaedics', 'Bone Specialist', 'Joint Specialist'],
      Dermatology: ['Skin Specialist', 'Skin Doctor', 'Dermatologist'],
      Cardiology: ['Heart Specialist', 'Cardiologist', 'Heart Doctor'],
    });
  });

  it('gives the terms to match: the department first, then its synonyms', () => {
    expect(departmentTerms('Cardiology')).toEqual(['Cardiology', 'Heart Specialist', 'Cardiologist', 'Heart Doctor']);
    expect(departmentTerms('ENT Specialist')).toEqual(['ENT Specialist', 'ENT', 'Otolaryngology', 'Ear Nose Throat']);
  });

  it('returns a fresh list, so a caller cannot change the synonym table', () => {
    const terms = departmentTerms('Pediatrics');
    terms.push('Surgeon');
    expect(departmentTerms('Pediatrics')).toEqual(['Pediatrics', 'Pediatrician', 'Child Specialist', 'Child Doctor']);
  });

  it('has terms for every department and no term in two departments', () => {
    const seen = new Map<string, string>();
    for (const department of DEPARTMENTS) {
      const terms = departmentTerms(department);
      expect(terms.length, department).toBeGreaterThan(1);
      for (const term of terms) {
        expect(seen.get(term.toLowerCase()), term).toBeUndefined();
        seen.set(term.toLowerCase(), department);
      }
    }
  });
});
