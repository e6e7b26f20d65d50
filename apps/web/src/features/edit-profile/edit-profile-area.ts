import { defineArea } from '@/i18n/i18n';
import editProfileEn from 'virtual:messages/en/edit-profile';

/** The edit-profile page's words (issue 20). */
export const EDIT_PROFILE_AREA = defineArea('edit-profile', editProfileEn);
