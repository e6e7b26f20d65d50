import { defineArea } from '@/i18n/i18n';
import phoneCallEn from 'virtual:messages/en/phone-call';

/** A bridged phone call's button and live state (issue 20), and the call states' names the admin's list shares. */
export const PHONE_CALL_AREA = defineArea('phone-call', phoneCallEn);
