import type { BridgedCallStatus } from '@sahay/domain';
import type { SimulatedOutcome } from '../../db/schema/phone-calls';

/** One bridged call to place: `from` rings first (the doctor), then `to` (the patient). */
export interface ConnectRequest {
  callId: string;
  from: string;
  to: string;
  /** Where the provider reports the call's states; carries the call's secret token (see exotel-status.ts). */
  statusCallbackUrl: string;
}

export interface ConnectResult {
  providerCallSid: string;
  /** The state the provider reports at once (the doctor's phone is ringing). */
  status: BridgedCallStatus;
  /** The local bridge's plan for the call; absent for a real provider. */
  simulation?: SimulatedOutcome;
}

/**
 * Issue 15 part 5: what Sahay needs of a phone provider that calls two numbers and joins them, showing its own
 * number (the ExoPhone) to both. The local default plays the call's states without ringing anyone.
 */
export interface CallBridge {
  readonly name: 'local' | 'exotel';
  /** The number both phones show. */
  readonly callerId: string;
  connect(request: ConnectRequest): Promise<ConnectResult>;
}

/** The provider refused the call ('refused': a bad number, bad credentials) or did not answer ('unreachable'). */
export class CallBridgeError extends Error {
  override name = 'CallBridgeError';
  constructor(
    message: string,
    readonly kind: 'refused' | 'unreachable',
  ) {
    super(message);
  }
}
