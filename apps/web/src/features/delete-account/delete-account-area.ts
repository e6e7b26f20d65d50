import { defineArea } from '@/i18n/i18n';
import deleteAccountEn from 'virtual:messages/en/delete-account';

/** The deletion page (spec 000 §2 /delete-account, §9 policy); the spec's toasts word for word in English. */
export const DELETE_ACCOUNT_AREA = defineArea('delete-account', deleteAccountEn);
