import { defineArea } from '@/i18n/i18n';
import type { MessageKey } from '@/i18n/message-keys';
import bookingEn from 'virtual:messages/en/booking';

/**
 * Booking, paying and cancelling as the patient sees them (issue 19 parts 2 and 4); loaded with the booking view, not
 * the directory. The domain's texts (the modes, the payment messages) are here word for word in English.
 */
export const BOOKING_AREA = defineArea('booking', bookingEn);

/** The free first consultation's length (the domain's FREE_FIRST_LABELS) in the reader's language. */
export const freeFirstKey = (amount: string) =>
  (Object.hasOwn(bookingEn, `booking.freeFirst.${amount}`) ? `booking.freeFirst.${amount}` : null) as MessageKey | null;
