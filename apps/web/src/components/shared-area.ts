import { defineArea } from '@/i18n/i18n';
import sharedEn from 'virtual:messages/en/shared';

/**
 * The few words of the pieces most pages share (loading and error cards, the person chooser). Not in 'common', which
 * ships in the entry chunk on every route: this area travels with the pages that show them.
 */
export const SHARED_AREA = defineArea('shared', sharedEn);
