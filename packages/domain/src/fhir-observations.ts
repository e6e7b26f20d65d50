import type { Coding, Observation, Quantity } from '@medplum/fhirtypes';
import type { ExportedVitalSigns } from './data-export';
import { category, derivedId, quantity, referenceTo, UCUM, VITAL_CODES, VITAL_PROFILES } from './fhir-codes';

const vitalSigns = category('vital-signs', 'Vital Signs');

interface ObservationBase {
  id: string;
  code: Coding;
  profile?: string;
  isVital: boolean;
}

function observation(reading: ExportedVitalSigns, patientId: string, base: ObservationBase, value: Partial<Observation>): Observation {
  return {
    resourceType: 'Observation',
    id: base.id,
    ...(base.profile ? { meta: { profile: [base.profile] } } : {}),
    status: 'final',
    category: base.isVital ? vitalSigns : category('laboratory', 'Laboratory'),
    code: { coding: [base.code], text: base.code.display },
    subject: referenceTo(patientId),
    effectiveDateTime: reading.recordedAt,
    issued: reading.createdAt,
    // The person typed the reading into the Health Tracker: they are its performer (a self-reported value).
    performer: [referenceTo(patientId)],
    ...value,
  };
}

const component = (code: Coding, value: Quantity) => ({ code: { coding: [code], text: code.display }, valueQuantity: value });

/**
 * One tracker reading becomes one Observation per measure it holds: blood pressure as the R4 panel with its two
 * components, heart rate, blood glucose and body weight each on their own, with LOINC codes and UCUM units.
 */
export function vitalObservations(reading: ExportedVitalSigns, patientId: string): Observation[] {
  const id = (part: string) => derivedId('Observation', reading.id, part);
  const observations: Observation[] = [];
  const { bloodPressureSystolic: systolic, bloodPressureDiastolic: diastolic, heartRate, bloodSugar, weight } = reading;
  if (systolic !== null && diastolic !== null) {
    const base = { id: id('blood-pressure'), code: VITAL_CODES.bloodPressurePanel, profile: VITAL_PROFILES.bloodPressure, isVital: true };
    observations.push(
      observation(reading, patientId, base, {
        component: [component(VITAL_CODES.systolic, quantity(systolic, UCUM.mmHg)), component(VITAL_CODES.diastolic, quantity(diastolic, UCUM.mmHg))],
      }),
    );
  }
  if (heartRate !== null) {
    const base = { id: id('heart-rate'), code: VITAL_CODES.heartRate, profile: VITAL_PROFILES.heartRate, isVital: true };
    observations.push(observation(reading, patientId, base, { valueQuantity: quantity(heartRate, UCUM.perMinute) }));
  }
  if (bloodSugar !== null) {
    const base = { id: id('blood-glucose'), code: VITAL_CODES.bloodGlucose, isVital: false };
    observations.push(observation(reading, patientId, base, { valueQuantity: quantity(bloodSugar, UCUM.mgPerDl) }));
  }
  if (weight !== null) {
    const base = { id: id('body-weight'), code: VITAL_CODES.bodyWeight, profile: VITAL_PROFILES.bodyWeight, isVital: true };
    observations.push(observation(reading, patientId, base, { valueQuantity: quantity(weight, UCUM.kg) }));
  }
  return observations;
}
