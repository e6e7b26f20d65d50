import { defineArea } from '@/i18n/i18n';
import recentProofEn from 'virtual:messages/en/recent-proof';

/** "Confirm it is you" (issue 20 part 5): its own area, loaded only with the sensitive actions that ask for it. */
export const RECENT_PROOF_AREA = defineArea('recent-proof', recentProofEn);
