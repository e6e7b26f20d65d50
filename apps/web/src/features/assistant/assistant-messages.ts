import { defineArea } from '@/i18n/i18n';
import type { MessageKey } from '@/i18n/message-keys';
import assistantEn from 'virtual:messages/en/assistant';

// Issue 20: the assistant's words. The personas (title, subtitle, greeting, chips) are packages/domain's
// ASSISTANT_PERSONAS, chosen by `{domain, select, …}`; test/assistant-hindi.test.tsx checks the English still matches.
export const ASSISTANT_AREA = defineArea('assistant', assistantEn);

/** The four suggestion chips, in the order of the domain's persona. */
export const CHIP_KEYS: readonly MessageKey[] = ['assistant.chip1', 'assistant.chip2', 'assistant.chip3', 'assistant.chip4'];
