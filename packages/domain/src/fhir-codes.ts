import type { CodeableConcept, Coding, Quantity, Reference, Resource } from '@medplum/fhirtypes';
import { v5 as uuidV5 } from 'uuid';

/**
 * The code systems and codes of the FHIR export (docs/decisions/074). Every code is cited where it is chosen; the
 * domain tests check each Observation against these and against the R4 JSON schema.
 */

export const SYSTEMS = {
  loinc: 'http://loinc.org',
  ucum: 'http://unitsofmeasure.org',
  observationCategory: 'http://terminology.hl7.org/CodeSystem/observation-category',
  actCode: 'http://terminology.hl7.org/CodeSystem/v3-ActCode',
  bcp47: 'urn:ietf:bcp:47',
  /** FHIR R4 datatypes §2.24.0.12 (Identifier): a UUID as an identifier value, `urn:uuid:…`, in this system. */
  uri: 'urn:ietf:rfc:3986',
} as const;

export const loinc = (code: string, display: string): Coding => ({ system: SYSTEMS.loinc, code, display });

/**
 * LOINC codes of the vital signs, as the FHIR R4 Vital Signs profiles require them (observation-vitalsigns.html):
 * the blood-pressure panel 85354-9 carries systolic 8480-6 and diastolic 8462-4 as components; heart rate 8867-4;
 * body weight 29463-7. Blood sugar is not a vital sign in R4: 2339-0 "Glucose [Mass/volume] in Blood" (loinc.org/2339-0,
 * the code of US Core's blood-glucose example). The tracker records neither a method nor fasting, so neither a
 * glucometer code (41653-7) nor a fasting one (1558-6) would be true.
 */
export const VITAL_CODES = {
  bloodPressurePanel: loinc('85354-9', 'Blood pressure panel with all children optional'),
  systolic: loinc('8480-6', 'Systolic blood pressure'),
  diastolic: loinc('8462-4', 'Diastolic blood pressure'),
  heartRate: loinc('8867-4', 'Heart rate'),
  bloodGlucose: loinc('2339-0', 'Glucose [Mass/volume] in Blood'),
  bodyWeight: loinc('29463-7', 'Body weight'),
} as const;

/** UCUM units (unitsofmeasure.org): the code is what a machine reads, the unit what a person reads. */
export const UCUM = {
  mmHg: { unit: 'mmHg', code: 'mm[Hg]' },
  perMinute: { unit: 'beats/minute', code: '/min' },
  mgPerDl: { unit: 'mg/dL', code: 'mg/dL' },
  kg: { unit: 'kg', code: 'kg' },
} as const;

export function quantity(value: number, unit: (typeof UCUM)[keyof typeof UCUM]): Quantity {
  return { value, unit: unit.unit, system: SYSTEMS.ucum, code: unit.code };
}

/** The R4 Vital Signs profiles each reading claims (observation-vitalsigns.html). */
export const VITAL_PROFILES = {
  bloodPressure: 'http://hl7.org/fhir/StructureDefinition/bp',
  heartRate: 'http://hl7.org/fhir/StructureDefinition/heartrate',
  bodyWeight: 'http://hl7.org/fhir/StructureDefinition/bodyweight',
} as const;

export const category = (code: 'vital-signs' | 'laboratory', display: string): CodeableConcept[] => [
  { coding: [{ system: SYSTEMS.observationCategory, code, display }] },
];

/** v3 ActCode VR: "virtual", the class R4 gives an encounter held by phone, video or chat. */
export const VIRTUAL_ENCOUNTER: Coding = { system: SYSTEMS.actCode, code: 'VR', display: 'virtual' };

/** Document types by LOINC (Document Ontology): what each kind of record is, where LOINC has a code for it. */
export const DOCUMENT_TYPES = {
  prescription: loinc('57833-6', 'Prescription for medication'),
  labReport: loinc('11502-2', 'Laboratory report'),
  consultNote: loinc('11488-4', 'Consult note'),
  imaging: loinc('18748-4', 'Diagnostic imaging study'),
} as const;

/** A medical record's free-text type, as people and the demo name them, to its LOINC document type. */
export function recordTypeCoding(recordType: string): Coding | undefined {
  const type = recordType.trim().toLowerCase();
  if (/\blab\b|laboratory|blood test/.test(type)) return DOCUMENT_TYPES.labReport;
  if (/consult/.test(type)) return DOCUMENT_TYPES.consultNote;
  if (/imaging|x-?ray|scan|radiology|ultrasound|mri|ct\b/.test(type)) return DOCUMENT_TYPES.imaging;
  if (/prescription/.test(type)) return DOCUMENT_TYPES.prescription;
  return undefined;
}

/** The languages of the profile (EXPERT_LANGUAGES) as BCP 47 tags, which Patient.communication requires. */
export const LANGUAGE_TAGS: Record<string, string> = {
  English: 'en',
  Hindi: 'hi',
  Bengali: 'bn',
  Marathi: 'mr',
  Telugu: 'te',
  Tamil: 'ta',
  Gujarati: 'gu',
  Urdu: 'ur',
  Kannada: 'kn',
  Odia: 'or',
  Malayalam: 'ml',
  Punjabi: 'pa',
};

/**
 * Resource ids. A row that becomes one resource keeps its own UUID; a row that becomes several (a reading, a
 * prescription's medicines) gets name-based UUIDs (RFC 9562 v5) under this namespace, so exporting twice gives the
 * same ids and an importer can update instead of duplicating.
 */
export const FHIR_ID_NAMESPACE = 'a3f1c7e2-5b4d-4e8a-9c61-2d7f0b9e4a15';

export function derivedId(kind: string, sourceId: string, part: string | number): string {
  return uuidV5(`${kind}/${sourceId}/${part}`, FHIR_ID_NAMESPACE);
}

/** Bundle entries are addressed as urn:uuid (FHIR R4 bundle.html §2.36.4.1), and referenced the same way. */
export const fullUrlOf = (id: string) => `urn:uuid:${id}`;
/** A reference to an entry of the bundle by its fullUrl; its resource type is the one the referring element allows. */
export function referenceTo<T extends Resource>(id: string, display?: string): Reference<T> {
  return display ? { reference: fullUrlOf(id), display } : { reference: fullUrlOf(id) };
}
export const uuidIdentifier = (id: string) => [{ system: SYSTEMS.uri, value: fullUrlOf(id) }];
