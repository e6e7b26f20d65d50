import { defineArea } from '@/i18n/i18n';
import expertRegistrationEn from 'virtual:messages/en/expert-registration';

/** The expert registration pages' words (issue 7 part 1); the professions' names word for word as the domain has them. */
export const EXPERT_REGISTRATION_AREA = defineArea('expert-registration', expertRegistrationEn);
