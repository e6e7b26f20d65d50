import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { formatMessage, type CompiledMessage } from '@/i18n/format-message';
import { formatNumber, formatRupees } from '@/i18n/format';

// Issue 20 part 1: the catalogue (src/i18n/messages/<language>/<area>.json) is whole in every language, and each
// message takes the same arguments in each, so no Hindi reader sees a key or a hole where a value belongs.
const MESSAGES = join(__dirname, '../src/i18n/messages');
const languages = readdirSync(MESSAGES);
const areas = readdirSync(join(MESSAGES, 'en')).map((file) => file.replace(/\.json$/, ''));
const read = (language: string, area: string) => JSON.parse(readFileSync(join(MESSAGES, language, `${area}.json`), 'utf8')) as Record<string, string>;

type Node = string | [string, string?, unknown?];
/** The arguments of a compiled message with their types ('name:plural'), found at any depth. */
function argumentsOf(nodes: unknown, found = new Set<string>()): Set<string> {
  if (!Array.isArray(nodes)) return found;
  for (const node of nodes as Node[]) {
    if (typeof node === 'string') continue;
    const [name, type, cases] = node;
    found.add(`${name}:${type ?? 'text'}`);
    if (cases && typeof cases === 'object') for (const branch of Object.values(cases)) argumentsOf(branch, found);
  }
  return found;
}

describe('the message catalogue', () => {
  it('has English and Hindi, with the same areas', () => {
    expect(languages.sort()).toEqual(['en', 'hi']);
    expect(readdirSync(join(MESSAGES, 'hi')).sort()).toEqual(readdirSync(join(MESSAGES, 'en')).sort());
  });

  it.each(areas)('area %s: every key in both languages, valid ICU, the same arguments', (area) => {
    const english = read('en', area);
    const hindi = read('hi', area);
    expect(Object.keys(hindi).sort()).toEqual(Object.keys(english).sort());
    for (const [key, message] of Object.entries(english)) {
      const hindiMessage = hindi[key] ?? '';
      expect([...argumentsOf(compileMessageOrThrow(hindiMessage))].sort(), `${area} ${key}`).toEqual([...argumentsOf(compileMessageOrThrow(message))].sort());
      expect(hindiMessage.trim(), `${area} ${key} is empty in Hindi`).not.toBe('');
    }
  });

  it('keys are unique across areas (one catalogue)', () => {
    const seen = new Map<string, string>();
    for (const area of areas)
      for (const key of Object.keys(read('en', area))) {
        expect(seen.get(key), `${key} is in ${seen.get(key)} and ${area}`).toBeUndefined();
        seen.set(key, area);
      }
  });
});

const compile = (message: string) => compileMessageOrThrow(message) as CompiledMessage;

describe('formatMessage: ICU plurals and select by the language’s own rules', () => {
  const experts = compile('{count, plural, =0 {no one yet} one {# expert} other {# experts}}');
  const hindiExperts = compile('{count, plural, one {# विशेषज्ञ उपलब्ध है} other {# विशेषज्ञ उपलब्ध हैं}}');

  it('English: one for 1 only, exact =0 first', () => {
    expect(formatMessage(experts, { count: 0 }, 'en-IN')).toBe('no one yet');
    expect(formatMessage(experts, { count: 1 }, 'en-IN')).toBe('1 expert');
    expect(formatMessage(experts, { count: 2 }, 'en-IN')).toBe('2 experts');
    expect(formatMessage(experts, { count: 150000 }, 'en-IN')).toBe('1,50,000 experts');
  });

  it('Hindi treats 0 like 1 (never count === 1)', () => {
    expect(formatMessage(hindiExperts, { count: 0 }, 'hi-IN')).toBe('0 विशेषज्ञ उपलब्ध है');
    expect(formatMessage(hindiExperts, { count: 1 }, 'hi-IN')).toBe('1 विशेषज्ञ उपलब्ध है');
    expect(formatMessage(hindiExperts, { count: 2 }, 'hi-IN')).toBe('2 विशेषज्ञ उपलब्ध हैं');
  });

  it('select, offset, arguments and plain text', () => {
    const select = compile('{who, select, doctor {Dr {name}} other {{name}}}');
    expect(formatMessage(select, { who: 'doctor', name: 'Mehta' }, 'en-IN')).toBe('Dr Mehta');
    expect(formatMessage(select, { who: 'lawyer', name: 'Rao' }, 'en-IN')).toBe('Rao');
    const offset = compile('{n, plural, offset:1 =0 {nobody} =1 {you} one {you and # other} other {you and # others}}');
    expect(formatMessage(offset, { n: 2 }, 'en-IN')).toBe('you and 1 other');
    expect(formatMessage(offset, { n: 3 }, 'en-IN')).toBe('you and 2 others');
    expect(formatMessage(compile('Hello'), undefined, 'en-IN')).toBe('Hello');
  });
});

describe('formatting for en-IN and hi-IN', () => {
  it('groups by lakh and crore, with ₹', () => {
    expect(formatNumber(12345678, 'en')).toBe('1,23,45,678');
    expect(formatRupees(150000, 'en')).toBe('₹1,50,000');
    expect(formatRupees(150000, 'hi')).toBe('₹1,50,000');
    expect(formatNumber(12345678, 'hi')).toBe('1,23,45,678');
  });
});
