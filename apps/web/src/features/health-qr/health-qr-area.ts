import { defineArea } from '@/i18n/i18n';
import healthQrEn from 'virtual:messages/en/health-qr';

/** The Health QR dialog's words (issue 20), loaded with the dialog. */
export const HEALTH_QR_AREA = defineArea('health-qr', healthQrEn);
