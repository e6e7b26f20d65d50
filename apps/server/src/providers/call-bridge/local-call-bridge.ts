import type { BridgedCallStatus } from '@sahay/domain';
import type { SimulatedOutcome } from '../../db/schema/phone-calls';
import type { CallBridge } from './call-bridge';

/**
 * When each state of a simulated call is reached, in ms after it was placed. The doctor answers after two rings,
 * the patient after three; a simulated conversation lasts a minute; an unanswered phone gives up after 30 s, as
 * Exotel's default ring time.
 */
export const SIMULATED_CALL_MS = {
  doctorAnswered: 4_000,
  patientRinging: 5_000,
  bridged: 9_000,
  completed: 69_000,
  ringTimeout: 30_000,
} as const;

/** A number ending in 0000 never answers in the simulation, so the failure path can be rehearsed without keys. */
export const SIMULATED_NO_ANSWER_SUFFIX = '0000';

export interface SimulatedEvent {
  status: BridgedCallStatus;
  at: Date;
  failureReason?: string;
  conversationSeconds?: number;
}

export function simulatedOutcome(from: string, to: string): SimulatedOutcome {
  if (from.endsWith(SIMULATED_NO_ANSWER_SUFFIX)) return { outcome: 'doctor-no-answer' };
  if (to.endsWith(SIMULATED_NO_ANSWER_SUFFIX)) return { outcome: 'patient-no-answer' };
  return { outcome: 'completed' };
}

/** Every state the simulated call goes through, with its time; the caller applies those due by now. */
export function simulatedEvents(placedAt: Date, plan: SimulatedOutcome): SimulatedEvent[] {
  const at = (ms: number) => new Date(placedAt.getTime() + ms);
  const ringing: SimulatedEvent = { status: 'doctor_ringing', at: placedAt };
  switch (plan.outcome) {
    case 'doctor-no-answer':
      return [ringing, { status: 'failed', at: at(SIMULATED_CALL_MS.ringTimeout), failureReason: 'The doctor did not answer' }];
    case 'patient-no-answer':
      return [
        ringing,
        { status: 'doctor_answered', at: at(SIMULATED_CALL_MS.doctorAnswered) },
        { status: 'patient_ringing', at: at(SIMULATED_CALL_MS.patientRinging) },
        { status: 'failed', at: at(SIMULATED_CALL_MS.patientRinging + SIMULATED_CALL_MS.ringTimeout), failureReason: 'The patient did not answer' },
      ];
    case 'completed':
      return [
        ringing,
        { status: 'doctor_answered', at: at(SIMULATED_CALL_MS.doctorAnswered) },
        { status: 'patient_ringing', at: at(SIMULATED_CALL_MS.patientRinging) },
        { status: 'bridged', at: at(SIMULATED_CALL_MS.bridged) },
        {
          status: 'completed',
          at: at(SIMULATED_CALL_MS.completed),
          conversationSeconds: (SIMULATED_CALL_MS.completed - SIMULATED_CALL_MS.bridged) / 1000,
        },
      ];
  }
}

/**
 * The default without Exotel keys: no phone rings. The call is stored with its plan, and its states are written as
 * their time comes (modules/phone-calls/simulated-calls.ts), through the same path as a provider's status reports.
 */
export function createLocalCallBridge(callerId: string): CallBridge {
  return {
    name: 'local',
    callerId,
    connect(request) {
      return Promise.resolve({
        providerCallSid: `local-${request.callId}`,
        status: 'doctor_ringing',
        simulation: simulatedOutcome(request.from, request.to),
      });
    },
  };
}
