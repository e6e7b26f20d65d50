import { z } from 'zod';

/** Issue 16: said under a field whose text holds a control character or half of an emoji. */
export const CONTROL_CHARACTERS_MESSAGE = 'Remove control characters from this field';

// C0 controls other than tab, line feed and carriage return, and lone UTF-16 surrogates: PostgreSQL refuses NUL
// in text and \ud800 in jsonb, and none of them is ever typed on purpose. Emoji (paired surrogates) are fine.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]|\p{Cs}/u;

export function hasUnsafeCharacters(value: string): boolean {
  return UNSAFE_CHARACTERS.test(value);
}

/**
 * Every string a person sends starts here: a string without control characters or lone surrogates. A required
 * field names its message, said also when the field is left out of the request (or null), as when it is empty.
 */
export function text(requiredMessage?: string) {
  const missing = requiredMessage === undefined ? undefined : { error: missingMessage(requiredMessage) };
  return z.string(missing).refine((value) => !hasUnsafeCharacters(value), CONTROL_CHARACTERS_MESSAGE);
}

/** An error map saying `message` for a value left out (or null), and zod's own words for a wrong type. */
export function missingMessage(message: string) {
  return (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? message : undefined);
}
