import { CATEGORIES, matchGroupsOf, matchTerms, wholeWordPattern } from '@sahay/domain';
import { sql, type SQL } from 'drizzle-orm';

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * The SQL twin of `resolveMatchGroups` (packages/domain/src/matching.ts): every match group whose terms occur in
 * the specialisation as whole words, ignoring case. Written from the same catalogue and the same pattern, so the
 * stored list and the rule cannot drift; a stored generated column keeps it right on every insert and update,
 * whoever writes the expert. `~*` is immutable, as a generated column needs.
 */
export function matchGroupsExpression(): SQL {
  const cases = CATEGORIES.flatMap((category) =>
    matchGroupsOf(category).map((group) => {
      const tests = matchTerms(category, group).map((term) => `"specialization" ~* ${literal(wholeWordPattern(term, 'postgres'))}`);
      return `CASE WHEN "category" = ${literal(category)} AND (${tests.join(' OR ')}) THEN ${literal(group)} END`;
    }),
  );
  return sql.raw(`array_remove(ARRAY[${cases.join(', ')}]::text[], NULL)`);
}
