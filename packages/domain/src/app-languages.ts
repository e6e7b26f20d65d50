// Issue 20 part 1: the languages the app speaks. English stays the default; the choice is kept in the browser for
// visitors and in the profile for accounts, and travels to the server in Accept-Language. Kept free of zod (the web
// app's first page imports it).

export const APP_LANGUAGES = ['en', 'hi'] as const;
export type AppLanguage = (typeof APP_LANGUAGES)[number];
export const DEFAULT_APP_LANGUAGE: AppLanguage = 'en';

/** Each language named in itself, as a switch shows it. */
export const APP_LANGUAGE_NAMES: Record<AppLanguage, string> = { en: 'English', hi: 'हिन्दी' };

/** The Intl locale that formats dates, numbers and ₹ amounts for a language (lakh and crore grouping in both). */
export const INTL_LOCALE: Record<AppLanguage, string> = { en: 'en-IN', hi: 'hi-IN' };

/** Issue 20 part 3: the language (of EXPERT_LANGUAGES) a reader of the app in that language speaks. */
export const EXPERT_LANGUAGE_OF_APP_LANGUAGE: Record<AppLanguage, string> = { en: 'English', hi: 'Hindi' };

export function isAppLanguage(value: unknown): value is AppLanguage {
  return typeof value === 'string' && (APP_LANGUAGES as readonly string[]).includes(value);
}

/**
 * The app language an Accept-Language header asks for: the first supported language by quality, else English.
 * `hi-IN;q=0.9, en;q=0.8` → 'hi'.
 */
export function appLanguageFromHeader(header: string | null | undefined): AppLanguage {
  if (!header) return DEFAULT_APP_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { language: tag.trim().toLowerCase().split('-')[0], quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranked.map((entry) => entry.language).find(isAppLanguage) ?? DEFAULT_APP_LANGUAGE;
}
