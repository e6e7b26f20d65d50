import { defineArea } from '@/i18n/i18n';
import accountSecurityEn from 'virtual:messages/en/account-security';

/** Sign-in & security (issue 20 part 5): password, devices, email and mobile number. */
export const ACCOUNT_SECURITY_AREA = defineArea('account-security', accountSecurityEn);
