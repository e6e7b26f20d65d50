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

/** Every string a person sends starts here: a string without control characters or lone surrogates. */
export function text() {
  return z.string().refine((value) => !hasUnsafeCharacters(value), CONTROL_CHARACTERS_MESSAGE);
}
