import { defineArea } from '@/i18n/i18n';
import verticalsEn from 'virtual:messages/en/verticals';

/** The words every vertical home shares (hero, tiles, offers, help widget); each vertical's own copy is its own area. */
export const VERTICALS_AREA = defineArea('verticals', verticalsEn);
