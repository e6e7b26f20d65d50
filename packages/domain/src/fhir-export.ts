import type { Bundle, BundleEntry, DocumentReference, DocumentReferenceContext, Encounter, MedicationRequest, Patient, Resource } from '@medplum/fhirtypes';
import { familyResources } from './fhir-family';
import { CATEGORY_LABELS } from './categories';
import type { ConsultationStatus } from './consultation-lifecycle';
import type { DataExport, ExportedConsultation, ExportedLegalDocument, ExportedMedicalRecord, ExportedPrescription } from './data-export';
import { derivedId, DOCUMENT_TYPES, fullUrlOf, LANGUAGE_TAGS, recordTypeCoding, referenceTo, SYSTEMS, uuidIdentifier, VIRTUAL_ENCOUNTER } from './fhir-codes';
import { vitalObservations } from './fhir-observations';

/**
 * Issue 14 part 7: the person's data as a FHIR R4 Bundle of type `collection` (docs/decisions/074): Patient,
 * Encounter per consultation, Observation per vital sign, MedicationRequest per prescribed medicine and
 * DocumentReference per record, prescription and legal document. Pure: made from the JSON export only, so it can
 * hold nothing the JSON export does not. Other people appear only as a display name (the expert), never as a resource.
 */

function patientOf(data: DataExport): Patient {
  const { account, profile } = data;
  const telecom: NonNullable<Patient['telecom']> = [];
  if (profile.phone) telecom.push({ system: 'phone', value: profile.phone, use: 'mobile' });
  if (account.email) telecom.push({ system: 'email', value: account.email });
  const hasAddress = Boolean(profile.city || profile.state);
  return {
    resourceType: 'Patient',
    id: account.id,
    identifier: uuidIdentifier(account.id),
    active: true,
    name: [{ use: 'usual', text: profile.name }],
    ...(telecom.length ? { telecom } : {}),
    ...(profile.gender ? { gender: profile.gender } : {}),
    ...(profile.dateOfBirth ? { birthDate: profile.dateOfBirth } : {}),
    ...(hasAddress
      ? { address: [{ use: 'home', ...(profile.city ? { city: profile.city } : {}), ...(profile.state ? { state: profile.state } : {}), country: 'IN' }] }
      : {}),
    ...(profile.languages.length
      ? {
          communication: profile.languages.map((language) => {
            const tag = LANGUAGE_TAGS[language];
            return { language: tag ? { coding: [{ system: SYSTEMS.bcp47, code: tag, display: language }], text: language } : { text: language } };
          }),
        }
      : {}),
  };
}

/** FHIR R4 encounter-status for each consultation status. */
const ENCOUNTER_STATUS: Record<ConsultationStatus, Encounter['status']> = {
  pending: 'planned',
  active: 'in-progress',
  completed: 'finished',
  cancelled: 'cancelled',
};

function encounterOf(consultation: ExportedConsultation, patientId: string): Encounter {
  const field = CATEGORY_LABELS[consultation.category].field;
  const ended = consultation.status === 'completed' || consultation.status === 'cancelled';
  const end = ended ? consultation.statusHistory.findLast((change) => change.toStatus === consultation.status)?.at : undefined;
  return {
    resourceType: 'Encounter',
    id: consultation.id,
    identifier: uuidIdentifier(consultation.id),
    status: ENCOUNTER_STATUS[consultation.status],
    class: VIRTUAL_ENCOUNTER,
    serviceType: { text: [`${field} consultation`, consultation.department ?? consultation.expert?.specialization].filter(Boolean).join(' · ') },
    subject: referenceTo(patientId),
    ...(consultation.expert ? { participant: [{ individual: { display: consultation.expert.name } }] } : {}),
    period: { start: consultation.createdAt, ...(end ? { end } : {}) },
    ...(consultation.problemDescription ? { reasonCode: [{ text: consultation.problemDescription }] } : {}),
  };
}

function medicationRequestsOf(prescription: ExportedPrescription, patientId: string, encounters: Set<string>): MedicationRequest[] {
  return prescription.medicines.map((medicine, index) => {
    const dosage = [medicine.dose, medicine.frequency, medicine.duration ? `for ${medicine.duration}` : undefined, medicine.instructions]
      .filter(Boolean)
      .join('; ');
    const id = derivedId('MedicationRequest', prescription.id, index);
    return {
      resourceType: 'MedicationRequest',
      id,
      identifier: uuidIdentifier(id),
      // Whether the course is still being taken is not recorded.
      status: 'unknown',
      intent: 'order',
      medicationCodeableConcept: { text: [medicine.name, medicine.strength].filter(Boolean).join(' ') },
      subject: referenceTo(patientId),
      ...(prescription.consultationId && encounters.has(prescription.consultationId) ? { encounter: referenceTo(prescription.consultationId) } : {}),
      authoredOn: prescription.prescriptionDate,
      ...(prescription.doctor.name ? { requester: { display: prescription.doctor.name } } : {}),
      reasonCode: [{ text: prescription.diagnosis }],
      // R4: requests written together by one author share a group identifier — here, the prescription.
      groupIdentifier: uuidIdentifier(prescription.id)[0],
      ...(dosage ? { dosageInstruction: [{ text: dosage }] } : {}),
      ...(prescription.advice ? { note: [{ text: prescription.advice }] } : {}),
    };
  });
}

function pdf(url: string, title: string) {
  return [{ attachment: { contentType: 'application/pdf', url, title } }];
}

function encounterContext(consultationId: string | null, encounters: Set<string>): DocumentReferenceContext {
  return consultationId && encounters.has(consultationId) ? { encounter: [referenceTo<Encounter>(consultationId)] } : {};
}

function prescriptionDocument(prescription: ExportedPrescription, patientId: string, encounters: Set<string>): DocumentReference {
  return {
    resourceType: 'DocumentReference',
    id: prescription.id,
    identifier: uuidIdentifier(prescription.id),
    status: 'current',
    type: { coding: [DOCUMENT_TYPES.prescription], text: 'Prescription' },
    subject: referenceTo(patientId),
    date: prescription.createdAt,
    ...(prescription.doctor.name ? { author: [{ display: prescription.doctor.name }] } : {}),
    description: prescription.diagnosis,
    content: pdf(prescription.pdfUrl, `Prescription ${prescription.prescriptionDate}`),
    context: { ...encounterContext(prescription.consultationId, encounters), period: { start: prescription.prescriptionDate } },
  };
}

function legalDocument(document: ExportedLegalDocument, patientId: string, encounters: Set<string>): DocumentReference {
  return {
    resourceType: 'DocumentReference',
    id: document.id,
    identifier: uuidIdentifier(document.id),
    status: 'current',
    type: { text: document.kind === 'draft' ? 'Legal draft' : 'Legal advice note' },
    subject: referenceTo(patientId),
    date: document.createdAt,
    author: [{ display: document.lawyer.name }],
    description: document.title,
    content: pdf(document.pdfUrl, document.title),
    context: encounterContext(document.consultationId, encounters),
  };
}

function recordDocument(record: ExportedMedicalRecord, patientId: string): DocumentReference {
  const coding = recordTypeCoding(record.recordType);
  const authors = [record.doctorName, record.hospitalName].filter((name): name is string => Boolean(name)).map((display) => ({ display }));
  return {
    resourceType: 'DocumentReference',
    id: record.id,
    identifier: uuidIdentifier(record.id),
    status: 'current',
    type: { ...(coding ? { coding: [coding] } : {}), text: record.recordType },
    subject: referenceTo(patientId),
    date: record.createdAt,
    ...(authors.length ? { author: authors } : {}),
    description: record.title,
    // The record's details only: Sahay holds no file for it.
    content: [
      {
        attachment: {
          title: record.title,
          creation: record.recordDate,
          ...(record.file ? { contentType: record.file.contentType, size: record.file.sizeBytes, url: record.file.url } : {}),
        },
      },
    ],
    context: { period: { start: record.recordDate } },
  };
}

export interface FhirExportOptions {
  /** When the bundle is made (Bundle.timestamp). */
  now: Date;
}

/**
 * Every resource of the person's bundle, the Patient first. A family member's data has the member's own Patient as
 * its subject (issue 14 part 8, docs/decisions/075); a prescription follows the consultation it was issued on.
 */
export function fhirResources(data: DataExport): Resource[] {
  const holderId = data.account.id;
  const subject = (memberId: string | null) => memberId ?? holderId;
  const encounters = new Set(data.consultations.map((consultation) => consultation.id));
  const consultationMember = new Map(data.consultations.map((consultation) => [consultation.id, consultation.familyMemberId]));
  const prescriptionSubject = (prescription: ExportedPrescription) =>
    subject((prescription.consultationId && consultationMember.get(prescription.consultationId)) || null);
  return [
    patientOf(data),
    ...familyResources(data.familyMembers, holderId),
    ...data.consultations.map((consultation) => encounterOf(consultation, subject(consultation.familyMemberId))),
    ...data.vitalSigns.flatMap((reading) => vitalObservations(reading, subject(reading.familyMemberId))),
    ...data.prescriptions.flatMap((prescription) => medicationRequestsOf(prescription, prescriptionSubject(prescription), encounters)),
    ...data.prescriptions.map((prescription) => prescriptionDocument(prescription, prescriptionSubject(prescription), encounters)),
    ...data.legalDocuments.map((document) => legalDocument(document, holderId, encounters)),
    ...data.medicalRecords.map((record) => recordDocument(record, subject(record.familyMemberId))),
  ];
}

/**
 * A `collection` bundle: a set of resources gathered for distribution. Not a `document`, which would need a
 * Composition attested by an author (bdl-9, bdl-10, bdl-11) that an export of one's own data does not have.
 */
export function toFhirBundle(data: DataExport, { now }: FhirExportOptions): Bundle {
  const entry: BundleEntry[] = fhirResources(data).map((resource) => ({ fullUrl: fullUrlOf(resource.id ?? ''), resource }));
  return {
    resourceType: 'Bundle',
    id: derivedId('Bundle', data.account.id, now.toISOString()),
    meta: { lastUpdated: now.toISOString() },
    type: 'collection',
    timestamp: now.toISOString(),
    entry,
  };
}
