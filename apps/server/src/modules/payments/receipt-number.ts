import { randomBytes } from 'node:crypto';

/** A receipt number people can read out: SAH-YYYYMMDD- and 8 capitals or digits (unique in the payments table). */
export function receiptNumber(now: Date): string {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const tail = Array.from(randomBytes(8), (byte) => alphabet[byte % alphabet.length]).join('');
  return `SAH-${day}-${tail}`;
}
