import { z } from 'zod';

const typedDigits = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : typeof value === 'string' ? Number(value) : value;

/**
 * A number a person types: a JSON number, or its digits as a form or a multipart body sends them. Empty, blank, null,
 * left out or not a number says `requiredMessage`; `rules` adds the field's bounds. (z.coerce took '' and null as 0,
 * true as 1 and [30] as 30.)
 */
export function numberInput(requiredMessage: string, rules: (number: z.ZodNumber) => z.ZodNumber) {
  return z.preprocess(typedDigits, rules(z.number({ error: requiredMessage })));
}
