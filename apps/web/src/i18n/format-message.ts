// Issue 20 part 1 (docs/decisions/106): renders a message of the catalogue, compiled at build time by Lingui's
// compiler (@lingui/message-utils, i18n/message-catalogue-plugin.ts), with real ICU semantics: arguments, `select`,
// `plural` and `selectordinal` by the language's own rules (Intl.PluralRules: Hindi says "one" for 0 and 1), exact
// matches (`=0`), `offset`, `#`, and `number`, `date` and `time` arguments through Intl. About half a KB gzip, where
// @lingui/core's runtime cost 2.9 KB on every route (measured; the decision record has the figures).

type Cases = Record<string, CompiledNode[] | number>;
type CompiledNode = string | [name: string, type?: string, argument?: Cases | string];
/** A compiled message: plain text, or its parts. */
export type CompiledMessage = string | CompiledNode[];
export type MessageValues = Record<string, unknown>;

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralCategory(locale: string, type: 'cardinal' | 'ordinal', n: number) {
  const key = `${locale}/${type}`;
  let rules = pluralRules.get(key);
  if (!rules) pluralRules.set(key, (rules = new Intl.PluralRules(locale, { type })));
  return rules.select(n);
}

const STYLES = ['short', 'medium', 'long', 'full'];
const text = (value: unknown) => (value == null ? '' : typeof value === 'object' ? JSON.stringify(value) : `${value as string}`);

function render(nodes: CompiledNode[], values: MessageValues, locale: string, pound: string | undefined): string {
  let out = '';
  for (const node of nodes) {
    if (typeof node === 'string') {
      out += node === '#' && pound !== undefined ? pound : node;
      continue;
    }
    const [name, type, argument] = node;
    const value = values[name];
    if (!type) out += text(value);
    else if (type === 'plural' || type === 'selectordinal') {
      const cases = argument as Cases;
      const offset = typeof cases.offset === 'number' ? cases.offset : 0;
      const n = Number(value);
      const exact = cases[String(n)];
      const chosen = Array.isArray(exact) ? exact : cases[pluralCategory(locale, type === 'plural' ? 'cardinal' : 'ordinal', n - offset)];
      out += render((Array.isArray(chosen) ? chosen : cases.other) as CompiledNode[], values, locale, new Intl.NumberFormat(locale).format(n - offset));
    } else if (type === 'select') {
      const cases = argument as Cases;
      const chosen = cases[String(value)];
      out += render((Array.isArray(chosen) ? chosen : cases.other) as CompiledNode[], values, locale, pound);
    } else if (type === 'number') {
      const options: Intl.NumberFormatOptions = argument === 'percent' ? { style: 'percent' } : argument === 'integer' ? { maximumFractionDigits: 0 } : {};
      out += new Intl.NumberFormat(locale, options).format(Number(value));
    } else if (type === 'date' || type === 'time') {
      const style = (STYLES.includes(argument as string) ? argument : 'medium') as Intl.DateTimeFormatOptions['dateStyle'];
      out += new Intl.DateTimeFormat(locale, type === 'date' ? { dateStyle: style } : { timeStyle: style }).format(new Date(value as string | number | Date));
    } else out += text(value);
  }
  return out;
}

/** The message with its values, in `locale` (an Intl locale: 'en-IN', 'hi-IN'). */
export function formatMessage(message: CompiledMessage, values: MessageValues | undefined, locale: string): string {
  return typeof message === 'string' ? message : render(message, values ?? {}, locale, undefined);
}
