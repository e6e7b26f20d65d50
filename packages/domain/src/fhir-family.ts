import type { Patient, RelatedPerson, Resource } from '@medplum/fhirtypes';
import type { ExportedFamilyMember } from './data-export';
import { FAMILY_RELATION_LABELS, type FamilyRelation } from './family-members';
import { derivedId, referenceTo, uuidIdentifier } from './fhir-codes';

/** HL7 v3 RoleCode (the value set of RelatedPerson.relationship): how the member is related to the account holder. */
export const ROLE_CODE_SYSTEM = 'http://terminology.hl7.org/CodeSystem/v3-RoleCode';
const ROLE_CODES: Record<FamilyRelation, { code: string; display: string }> = {
  spouse: { code: 'SPS', display: 'spouse' },
  child: { code: 'CHILD', display: 'child' },
  parent: { code: 'PRN', display: 'parent' },
  sibling: { code: 'SIB', display: 'sibling' },
  grandparent: { code: 'GRPRN', display: 'grandparent' },
  other: { code: 'FAMMEMB', display: 'family member' },
};

/**
 * Issue 14 part 8 (docs/decisions/075): each family member is two resources. A Patient, because clinical resources
 * (Observation, Encounter, DocumentReference, MedicationRequest) must have a Patient as their subject, and the
 * member's readings and records are about them, not the holder; and a RelatedPerson saying how they are related to
 * the holder's Patient. The two are the same person, which Patient.link (type seealso) states.
 */
export function familyResources(members: ExportedFamilyMember[], holderId: string): Resource[] {
  return members.flatMap((member) => {
    const relatedId = derivedId('RelatedPerson', member.id, 'holder');
    const role = ROLE_CODES[member.relation];
    const common = { name: [{ use: 'usual' as const, text: member.name }], gender: member.gender, birthDate: member.dateOfBirth };
    const patient: Patient = {
      resourceType: 'Patient',
      id: member.id,
      identifier: uuidIdentifier(member.id),
      active: true,
      ...common,
      link: [{ other: referenceTo<RelatedPerson>(relatedId), type: 'seealso' }],
    };
    const related: RelatedPerson = {
      resourceType: 'RelatedPerson',
      id: relatedId,
      identifier: uuidIdentifier(relatedId),
      active: true,
      patient: referenceTo<Patient>(holderId),
      relationship: [{ coding: [{ system: ROLE_CODE_SYSTEM, ...role }], text: FAMILY_RELATION_LABELS[member.relation] }],
      ...common,
    };
    return [patient, related];
  });
}
