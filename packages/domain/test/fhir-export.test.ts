import JSONSchemaValidator from '@asymmetrik/fhir-json-schema-validator';
import type { Bundle, DocumentReference, Encounter, MedicationRequest, Observation, Patient, Resource } from '@medplum/fhirtypes';
import { beforeAll, describe, expect, it } from 'vitest';
import { DataExportSchema, dataExportFileName } from '../src/data-export';
import { derivedId, recordTypeCoding } from '../src/fhir-codes';
import { toFhirBundle } from '../src/fhir-export';
import {
  CONSULTATION_ID,
  FULL_READING_ID,
  LEGAL_CONSULTATION_ID,
  LEGAL_DOCUMENT_ID,
  PATIENT_ID,
  PRESCRIPTION_ID,
  RECORD_ID,
  sampleExport,
  WEIGHT_READING_ID,
} from './fixtures/data-export';

const NOW = new Date('2026-03-02T06:30:00Z');
const bundle = toFhirBundle(sampleExport(), { now: NOW });
const resources = (bundle.entry ?? []).map((entry) => entry.resource as Resource);
const ofType = <T extends Resource>(type: T['resourceType']) => resources.filter((resource): resource is T => resource.resourceType === type);
const byId = <T extends Resource>(id: string) => resources.find((resource) => resource.id === id) as T;

/** Every `reference` anywhere in a value. */
function referencesIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(referencesIn);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => (key === 'reference' && typeof inner === 'string' ? [inner] : referencesIn(inner)));
  }
  return [];
}

describe('the FHIR R4 bundle (issue 14 part 7)', () => {
  let validator: JSONSchemaValidator;
  beforeAll(() => {
    validator = new JSONSchemaValidator();
  });

  it('is a valid R4 collection bundle, every resource valid against the official FHIR R4 JSON schema', () => {
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection', timestamp: NOW.toISOString() });
    expect(validator.validate(bundle, true)).toEqual([]);
    for (const resource of resources) expect(validator.validate(resource, true), `${resource.resourceType}/${resource.id}`).toEqual([]);
  });

  it('the schema check can fail: a resource without its required status is refused', () => {
    const broken = { ...ofType<Observation>('Observation')[0], status: 'done' };
    expect(validator.validate(broken, true)).not.toEqual([]);
  });

  it('holds one Patient first, and the resources of every row, each once', () => {
    expect(resources[0]?.resourceType).toBe('Patient');
    const counts = Object.fromEntries(
      ['Patient', 'Encounter', 'Observation', 'MedicationRequest', 'DocumentReference'].map((type) => [type, ofType(type as Resource['resourceType']).length]),
    );
    // Two consultations; a full reading (4 observations) and a weight-only one; two medicines; a prescription, a legal document and a record.
    expect(counts).toEqual({ Patient: 1, Encounter: 2, Observation: 5, MedicationRequest: 2, DocumentReference: 3 });
    const ids = resources.map((resource) => resource.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(bundle.entry?.map((entry) => entry.fullUrl)).toEqual(ids.map((id) => `urn:uuid:${id}`));
  });

  it('every reference resolves to an entry of the bundle, and every subject is the person', () => {
    const fullUrls = new Set(bundle.entry?.map((entry) => entry.fullUrl));
    const references = referencesIn(resources);
    expect(references.length).toBeGreaterThan(10);
    for (const reference of references) expect(fullUrls, reference).toContain(reference);
    for (const resource of resources.filter((r) => r.resourceType !== 'Patient')) {
      expect((resource as { subject?: { reference?: string } }).subject?.reference, resource.resourceType).toBe(`urn:uuid:${PATIENT_ID}`);
    }
  });

  it('Patient: name, phone, email, gender, date of birth, city, state and languages as BCP 47 tags', () => {
    const patient = byId<Patient>(PATIENT_ID);
    expect(patient.name).toEqual([{ use: 'usual', text: 'Meera Krishnan' }]);
    expect(patient).toMatchObject({ gender: 'female', birthDate: '1988-11-02' });
    expect(patient.telecom).toEqual([
      { system: 'phone', value: '+919876543210', use: 'mobile' },
      { system: 'email', value: 'meera@example.in' },
    ]);
    expect(patient.address).toEqual([{ use: 'home', city: 'Pune', state: 'Maharashtra', country: 'IN' }]);
    expect(patient.communication?.map((c) => c.language.coding?.[0]?.code)).toEqual(['mr', 'hi', 'en']);
    expect(patient.communication?.every((c) => c.language.coding?.[0]?.system === 'urn:ietf:bcp:47')).toBe(true);
  });

  it('a Patient without phone, gender, date of birth, location or languages has none of those elements (not empty ones)', () => {
    const data = sampleExport();
    const bare = toFhirBundle(
      {
        ...data,
        profile: { name: 'A', phone: null, city: null, state: null, languages: [], dateOfBirth: null, gender: null },
        account: { ...data.account, email: null },
      },
      { now: NOW },
    );
    const patient = bare.entry?.[0]?.resource as Patient;
    expect(Object.keys(patient).sort()).toEqual(['active', 'id', 'identifier', 'name', 'resourceType']);
  });

  it('blood pressure: the LOINC 85354-9 panel with systolic 8480-6 and diastolic 8462-4 in mm[Hg] (R4 bp profile)', () => {
    const bp = byId<Observation>(derivedId('Observation', FULL_READING_ID, 'blood-pressure'));
    expect(bp.meta?.profile).toEqual(['http://hl7.org/fhir/StructureDefinition/bp']);
    expect(bp.code.coding?.[0]).toMatchObject({ system: 'http://loinc.org', code: '85354-9' });
    expect(bp.category?.[0]?.coding?.[0]).toMatchObject({ system: 'http://terminology.hl7.org/CodeSystem/observation-category', code: 'vital-signs' });
    expect(bp.valueQuantity).toBeUndefined();
    expect(bp.component?.map((c) => [c.code.coding?.[0]?.code, c.valueQuantity])).toEqual([
      ['8480-6', { value: 128, unit: 'mmHg', system: 'http://unitsofmeasure.org', code: 'mm[Hg]' }],
      ['8462-4', { value: 82, unit: 'mmHg', system: 'http://unitsofmeasure.org', code: 'mm[Hg]' }],
    ]);
    expect(bp).toMatchObject({ status: 'final', effectiveDateTime: '2026-02-28T02:30:00.000Z', performer: [{ reference: `urn:uuid:${PATIENT_ID}` }] });
  });

  it.each([
    ['heart-rate', '8867-4', 'vital-signs', { value: 69, code: '/min' }],
    ['blood-glucose', '2339-0', 'laboratory', { value: 92, code: 'mg/dL' }],
    ['body-weight', '29463-7', 'vital-signs', { value: 76.2, code: 'kg' }],
  ])('%s: LOINC %s, category %s, UCUM %j', (part, code, categoryCode, value) => {
    const observation = byId<Observation>(derivedId('Observation', FULL_READING_ID, part));
    expect(observation.code.coding?.[0]).toMatchObject({ system: 'http://loinc.org', code });
    expect(observation.category?.[0]?.coding?.[0]?.code).toBe(categoryCode);
    expect(observation.valueQuantity).toMatchObject({ ...value, system: 'http://unitsofmeasure.org' });
  });

  it('a reading makes an Observation only for the measures it holds, with the same ids every export', () => {
    const weightOnly = ofType<Observation>('Observation').filter((r) => r.effectiveDateTime === '2026-03-01T02:30:00.000Z');
    expect(weightOnly.map((r) => r.id)).toEqual([derivedId('Observation', WEIGHT_READING_ID, 'body-weight')]);
    const again = toFhirBundle(sampleExport(), { now: new Date('2026-04-01T00:00:00Z') });
    expect(again.entry?.map((entry) => entry.resource?.id)).toEqual(resources.map((r) => r.id));
  });

  it('Encounter: every consultation, of any field, virtual (v3 ActCode VR), status and period from its history', () => {
    const medical = byId<Encounter>(CONSULTATION_ID);
    expect(medical).toMatchObject({
      status: 'finished',
      class: { system: 'http://terminology.hl7.org/CodeSystem/v3-ActCode', code: 'VR' },
      period: { start: '2026-02-10T04:00:00.000Z', end: '2026-02-10T04:40:00.000Z' },
      participant: [{ individual: { display: 'Dr. Kavitha Rao' } }],
      reasonCode: [{ text: 'Headache and dizziness' }],
      serviceType: { text: 'Medical consultation · General Physician' },
    });
    const legal = byId<Encounter>(LEGAL_CONSULTATION_ID);
    expect(legal).toMatchObject({ status: 'planned', class: { code: 'VR' }, serviceType: { text: 'Legal consultation' } });
    expect(legal.participant).toBeUndefined();
    expect(legal.period?.end).toBeUndefined();
  });

  it('MedicationRequest: one per medicine, grouped by the prescription, linked to its consultation', () => {
    const requests = ofType<MedicationRequest>('MedicationRequest');
    expect(requests.map((r) => r.medicationCodeableConcept?.text)).toEqual(['Paracetamol 500 mg', 'ORS sachet']);
    expect(requests[0]).toMatchObject({
      status: 'unknown',
      intent: 'order',
      authoredOn: '2026-02-10',
      requester: { display: 'Dr. Kavitha Rao' },
      reasonCode: [{ text: 'Tension-type headache' }],
      encounter: { reference: `urn:uuid:${CONSULTATION_ID}` },
      groupIdentifier: { system: 'urn:ietf:rfc:3986', value: `urn:uuid:${PRESCRIPTION_ID}` },
      dosageInstruction: [{ text: '1 tablet; 1-0-1; for 3 days; After food' }],
      note: [{ text: 'Drink water; sleep 8 hours' }],
    });
    expect(requests[1]?.dosageInstruction).toBeUndefined();
  });

  it('DocumentReference: the prescription and the legal document as PDFs with links, the record with its LOINC type', () => {
    const prescription = byId<DocumentReference>(PRESCRIPTION_ID);
    expect(prescription.type?.coding?.[0]).toMatchObject({ system: 'http://loinc.org', code: '57833-6' });
    expect(prescription.content[0]?.attachment).toMatchObject({
      contentType: 'application/pdf',
      url: `https://sahay.example/api/prescriptions/${PRESCRIPTION_ID}/pdf`,
    });
    expect(prescription.context?.encounter).toEqual([{ reference: `urn:uuid:${CONSULTATION_ID}` }]);
    const legal = byId<DocumentReference>(LEGAL_DOCUMENT_ID);
    expect(legal).toMatchObject({
      status: 'current',
      type: { text: 'Legal advice note' },
      author: [{ display: 'Adv. Rohan Desai' }],
      description: 'Advice on the security deposit',
    });
    expect(legal.content[0]?.attachment.url).toContain(`/api/legal-documents/${LEGAL_DOCUMENT_ID}/pdf`);
    const record = byId<DocumentReference>(RECORD_ID);
    expect(record.type).toEqual({ coding: [expect.objectContaining({ code: '11502-2' })], text: 'Lab Report' });
    expect(record.author).toEqual([{ display: 'Dr. Arjun Mehta' }, { display: 'Sunrise Diagnostics, Pune' }]);
    expect(record.content).toEqual([
      {
        attachment: {
          title: 'Lipid Profile (Fasting)',
          creation: '2026-01-15',
          contentType: 'application/pdf',
          size: 48_213,
          url: `https://sahay.example/api/medical-records/${RECORD_ID}/file`,
        },
      },
    ]);
  });

  it('names other people only as a display: no Practitioner, Organization or RelatedPerson resources', () => {
    expect(new Set(resources.map((r) => r.resourceType))).toEqual(new Set(['Patient', 'Encounter', 'Observation', 'MedicationRequest', 'DocumentReference']));
    // The JSON export's other sections (messages, shares, sign-ins) stay out of the health record.
    expect(JSON.stringify(bundle)).not.toContain('Hello doctor');
  });

  it('an empty account gives a bundle of its Patient alone', () => {
    const empty = sampleExport({ consultations: [], prescriptions: [], legalDocuments: [], vitalSigns: [], medicalRecords: [] });
    const only: Bundle = toFhirBundle(empty, { now: NOW });
    expect(only.entry?.map((entry) => entry.resource?.resourceType)).toEqual(['Patient']);
    expect(validator.validate(only, true)).toEqual([]);
  });
});

describe('the JSON export', () => {
  it('the fixture is a valid export, and the schema refuses one with a missing section', () => {
    expect(DataExportSchema.safeParse(sampleExport()).success).toBe(true);
    const { vitalSigns: _dropped, ...missing } = sampleExport();
    expect(DataExportSchema.safeParse(missing).success).toBe(false);
  });

  it.each([
    ['json', '2026-03-01T18:29:00Z', 'sahay-data-2026-03-01.json'],
    ['json', '2026-03-01T18:31:00Z', 'sahay-data-2026-03-02.json'],
    ['fhir', '2026-03-02T06:30:00Z', 'sahay-health-record-fhir-2026-03-02.json'],
  ] as const)('%s at %s is saved as %s (the date in India)', (format, now, name) => {
    expect(dataExportFileName(format, new Date(now))).toBe(name);
  });
});

describe('record types', () => {
  it.each([
    ['Lab Report', '11502-2'],
    ['lab', '11502-2'],
    ['Consultation Note', '11488-4'],
    ['Imaging', '18748-4'],
    ['X-Ray', '18748-4'],
    ['Discharge summary', undefined],
  ])('%s → %s', (type, code) => {
    expect(recordTypeCoding(type)?.code).toBe(code);
  });
});
