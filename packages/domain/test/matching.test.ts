import { describe, expect, it } from 'vitest';
import { DEPARTMENTS } from '../src/categories';
import {
  compareForMatching,
  isMatchGroup,
  MATCH_GROUPS,
  matchTerms,
  noMatchMessage,
  rankMatches,
  resolveMatchGroups,
  specializationMatches,
} from '../src/matching';

const doctor = (specialization: string, isOnline: boolean, rating: number) => ({ specialization, isOnline, rating });

describe('synonym expansion (spec 001 §7 table)', () => {
  it('gives each of the eight departments its own name followed by every synonym', () => {
    expect(matchTerms('medical', 'General Physician')).toEqual(['General Physician', 'General Medicine', 'General Practitioner', 'GP', 'Family Medicine']);
    expect(matchTerms('medical', 'ENT Specialist')).toEqual(['ENT Specialist', 'ENT', 'Otolaryngology', 'Ear Nose Throat']);
    // The spec's synonyms, then the word forms that whole-word matching needs (issue 16).
    expect(matchTerms('medical', 'Psychiatry')).toEqual(['Psychiatry', 'Mental Health', 'Psychology', 'Psychologist', 'Mental Wellness', 'Psychiatrist']);
    expect(matchTerms('medical', 'Gynecology')).toEqual([
      'Gynecology',
      'Gynaecology',
      'Obstetrician',
      'OB-GYN',
      'Women Health',
      'Gynecologist',
      'Gynaecologist',
      'Obstetrics',
    ]);
    for (const department of DEPARTMENTS) expect(isMatchGroup('medical', department)).toBe(true);
  });

  it('knows no group outside its category', () => {
    expect(isMatchGroup('medical', 'Family Law')).toBe(false);
    expect(isMatchGroup('legal', 'Family Law')).toBe(true);
    expect(isMatchGroup('medical', 'toString')).toBe(false);
    expect(() => matchTerms('finance', 'Cardiology')).toThrow(/Unknown finance group/);
  });

  it('has groups in every category', () => {
    for (const groups of Object.values(MATCH_GROUPS)) expect(Object.keys(groups).length).toBeGreaterThanOrEqual(6);
  });
});

describe('partial match, ignoring case', () => {
  it('matches a term anywhere in the specialisation', () => {
    expect(specializationMatches('Interventional CARDIOLOGY', matchTerms('medical', 'Cardiology'))).toBe(true);
    expect(specializationMatches('Cardiologist (Echocardiography)', matchTerms('medical', 'Cardiology'))).toBe(true);
    expect(specializationMatches('General Practitioner (GP)', matchTerms('medical', 'General Physician'))).toBe(true);
    expect(specializationMatches('Dermatologist', matchTerms('medical', 'Cardiology'))).toBe(false);
  });

  it('matches whole words only, so "ENT" no longer finds a Dentist or Mental Health (issue 16)', () => {
    expect(resolveMatchGroups('medical', 'Dentist (Orthodontics)')).toEqual(['Dental']);
    expect(resolveMatchGroups('medical', 'Mental Health & Counselling')).toEqual(['Psychiatry']);
    expect(resolveMatchGroups('medical', 'Interventional Cardiology')).toEqual(['Cardiology']);
    expect(resolveMatchGroups('medical', 'Neurology')).toEqual(['Neurology']);
    expect(resolveMatchGroups('medical', 'ENT   Specialist')).toEqual(['ENT Specialist']);
    expect(resolveMatchGroups('medical', 'Skin Doctor (Acne & Hair Fall)')).toEqual(['Dermatology']);
    expect(resolveMatchGroups('medical', 'Consultant Psychiatrist')).toEqual(['Psychiatry']);
    expect(resolveMatchGroups('medical', 'Orthopedic Surgeon')).toEqual(['Orthopedics']);
    expect(resolveMatchGroups('medical', 'Urology')).toEqual(['Urology']);
    expect(resolveMatchGroups('medical', 'Ayurveda')).toEqual([]);
    expect(resolveMatchGroups('finance', 'Statutory & Tax Audit')).toEqual(['Tax Planning & GST', 'Financial Audit']);
    expect(resolveMatchGroups('tech', 'Full-Stack Web Development')).toEqual(['Web Development']);
  });
});

describe('matching order and fallback', () => {
  const doctors = [
    doctor('Cardiologist', false, 4.9),
    doctor('Heart Specialist', true, 4.1),
    doctor('Dermatologist', true, 5),
    doctor('Interventional Cardiology', true, 4.7),
  ];

  it('puts online doctors first, then the higher rating', () => {
    expect([...doctors].sort(compareForMatching).map((d) => d.specialization)).toEqual([
      'Dermatologist',
      'Interventional Cardiology',
      'Heart Specialist',
      'Cardiologist',
    ]);
  });

  it('returns only matching doctors, at most the limit', () => {
    const result = rankMatches(doctors, 'medical', 'Cardiology');
    expect(result.fallback).toBe(false);
    expect(result.experts.map((d) => d.specialization)).toEqual(['Interventional Cardiology', 'Heart Specialist', 'Cardiologist']);
    expect(rankMatches(doctors, 'medical', 'Cardiology', 2).experts).toHaveLength(2);
  });

  it('falls back to every doctor in the same order when none match, with the spec message', () => {
    const result = rankMatches(doctors, 'medical', 'Orthopedics');
    expect(result.fallback).toBe(true);
    expect(result.experts.map((d) => d.specialization)).toEqual(['Dermatologist', 'Interventional Cardiology', 'Heart Specialist', 'Cardiologist']);
    expect(noMatchMessage('Orthopedics')).toBe('No doctors found for Orthopedics. Showing all available doctors.');
  });

  it('never returns more than 10', () => {
    const many = Array.from({ length: 25 }, (_, i) => doctor('Pediatrician', i % 2 === 0, (i % 50) / 10));
    expect(rankMatches(many, 'medical', 'Pediatrics').experts).toHaveLength(10);
  });
});
