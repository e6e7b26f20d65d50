import { notificationToast } from '@sahay/domain/consultation-requests';
import { t } from '@/i18n/i18n';
import { toast } from '@/lib/toast';
import { chooseDoctor, type RequestHandle } from './medical-request';

/**
 * Spec 001 §4.1 'Consult Now': the notification runs in the background, outliving the modal, and its toast says
 * what really happened to the SMS and the WhatsApp message (spec §8 success, partial and failure texts).
 */
export async function notifyDoctor(handle: RequestHandle, doctor: { id: string; name: string }): Promise<void> {
  try {
    const result = await chooseDoctor(handle, doctor.id, true);
    const outcome = notificationToast(doctor.name, result.notifications);
    if (outcome.kind === 'warning') console.warn('Doctor notifications', result.notifications);
    toast[outcome.kind](outcome.message);
  } catch {
    toast.error(t('consult.notifyFailed'));
  }
}
