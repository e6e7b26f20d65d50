/**
 * Issue 13: the one red-flag detector. Pure, deterministic and data-driven (a reviewed lexicon, not a model). The
 * server runs it on every message to the assistant, the pre-consultation and every free-text triage answer before
 * any AI provider answers, and again on the provider's output; the web runs it on the triage answers to show the
 * emergency banner at once.
 */
export { RED_FLAG_CATEGORIES, detectRedFlags, type RedFlagCategory, type RedFlags } from './red-flags/detector';
export {
  EMERGENCY_NUMBERS,
  FIRST_AID,
  emergencyAdvice,
  emergencyAnswerMarkdown,
  emergencyHeadlineMarkdown,
  hasDevanagari,
  type EmergencyAdvice,
} from './red-flags/emergency-advice';
