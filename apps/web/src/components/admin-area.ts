import { defineArea } from '@/i18n/i18n';
import adminEn from 'virtual:messages/en/admin';

/** The admin console's words (issue 7 part 2, issue 16, issue 19 part 6): every admin page, its frame and navigation. */
export const ADMIN_AREA = defineArea('admin', adminEn);
