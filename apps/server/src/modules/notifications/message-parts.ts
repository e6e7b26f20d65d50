import { INTL_LOCALE, isAppLanguage, type AppLanguage } from '@sahay/domain';
import type { OutgoingMessage } from '../../providers/notifications/types';

// The pieces every outbox text is made of, shared by the English and the Hindi texts (issue 20 part 2).

export type Rendered = Pick<OutgoingMessage, 'text' | 'params'>;
/** Rows are stored JSON: a renderer reads every value defensively, as a row from an older version may lack one. */
export type Loose<P> = { [K in keyof P]?: unknown };
export interface Links {
  base: string;
}
export type Renderer<P> = (payload: Loose<P>, links: Links) => Rendered;

/**
 * The stored payload's key for the language its recipient reads (an account's preferred_language; decision 106).
 * A row without it (queued before issue 20 part 2, or for a visitor whose language is not known) is English.
 */
export const LANGUAGE_KEY = 'language';

export function languageOfPayload(payload: Record<string, unknown>): AppLanguage {
  const language = payload[LANGUAGE_KEY];
  return isAppLanguage(language) ? language : 'en';
}

export const text = (value: unknown) => (typeof value === 'string' ? value : '');
export const link = (links: Links, path: string) => `${links.base}${path}`;
/** The message's values in order, for providers that fill approved templates (AiSensy), and its text. */
export const message = (params: string[], render: (...values: string[]) => string): Rendered => ({ text: render(...params), params });

/** '4 March 2026' (or '4 मार्च 2026'): a calendar date of India as a message states it. */
export function longDate(isoDate: unknown, language: AppLanguage): string {
  const value = text(isoDate);
  const date = new Date(`${value}T00:00:00+05:30`);
  return Number.isNaN(date.getTime()) ? value : new Intl.DateTimeFormat(INTL_LOCALE[language], { dateStyle: 'long', timeZone: 'Asia/Kolkata' }).format(date);
}
