import JSONSchemaValidator from '@asymmetrik/fhir-json-schema-validator';
import type { Observation, Patient, RelatedPerson, Resource } from '@medplum/fhirtypes';
import { describe, expect, it } from 'vitest';
import { toFhirBundle } from '../src/fhir-export';
import { CONSULTATION_ID, MEMBER_ID, PATIENT_ID, PRESCRIPTION_ID, RECORD_ID, SAMPLE_MEMBER, sampleExport, WEIGHT_READING_ID } from './fixtures/data-export';

const NOW = new Date('2026-03-02T06:30:00Z');

function referencesIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(referencesIn);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => (key === 'reference' && typeof inner === 'string' ? [inner] : referencesIn(inner)));
  }
  return [];
}

describe('family members in the bundle (issue 14 part 8)', () => {
  const withChild = (() => {
    const base = sampleExport({ familyMembers: [SAMPLE_MEMBER] });
    return sampleExport({
      familyMembers: [SAMPLE_MEMBER],
      vitalSigns: base.vitalSigns.map((reading) => (reading.id === WEIGHT_READING_ID ? { ...reading, familyMemberId: MEMBER_ID } : reading)),
      consultations: base.consultations.map((consultation) =>
        consultation.id === CONSULTATION_ID ? { ...consultation, familyMemberId: MEMBER_ID } : consultation,
      ),
    });
  })();
  const childBundle = toFhirBundle(withChild, { now: NOW });
  const all = (childBundle.entry ?? []).map((entry) => entry.resource as Resource);

  it('is still a valid bundle whose references all resolve', () => {
    expect(new JSONSchemaValidator().validate(childBundle, true)).toEqual([]);
    const fullUrls = new Set(childBundle.entry?.map((entry) => entry.fullUrl));
    for (const reference of referencesIn(all)) expect(fullUrls, reference).toContain(reference);
  });

  it('the member is a Patient of their own, and a RelatedPerson (child) of the holder; the two linked', () => {
    const patient = all.find((r) => r.resourceType === 'Patient' && r.id === MEMBER_ID) as Patient;
    expect(patient).toMatchObject({ name: [{ text: 'Anika Krishnan' }], gender: 'female', birthDate: '2019-04-10' });
    const related = all.find((r) => r.resourceType === 'RelatedPerson') as RelatedPerson;
    expect(related.patient.reference).toBe(`urn:uuid:${PATIENT_ID}`);
    expect(related.relationship?.[0]?.coding?.[0]).toMatchObject({ code: 'CHILD' });
    expect(patient.link).toEqual([{ other: { reference: `urn:uuid:${related.id}` }, type: 'seealso' }]);
  });

  it('the member’s reading, consultation and its prescription have the member as subject; the holder’s stay the holder’s', () => {
    const subjectOf = (r: Resource) => (r as { subject?: { reference?: string } }).subject?.reference;
    const weight = all.find((r) => r.resourceType === 'Observation' && subjectOf(r) === `urn:uuid:${MEMBER_ID}`) as Observation;
    expect(weight.valueQuantity?.value).toBe(75.9);
    expect(subjectOf(all.find((r) => r.id === CONSULTATION_ID)!)).toBe(`urn:uuid:${MEMBER_ID}`);
    expect(subjectOf(all.find((r) => r.id === PRESCRIPTION_ID)!)).toBe(`urn:uuid:${MEMBER_ID}`);
    expect(subjectOf(all.find((r) => r.id === RECORD_ID)!)).toBe(`urn:uuid:${PATIENT_ID}`);
    expect(all.filter((r) => r.resourceType === 'Observation' && subjectOf(r) === `urn:uuid:${PATIENT_ID}`)).toHaveLength(4);
  });
});
