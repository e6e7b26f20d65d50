import { CATEGORIES, matchGroupsOf, matchTerms } from '@sahay/domain';
import { sql, type SQL } from 'drizzle-orm';

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * The SQL twin of `resolveMatchGroups` (packages/domain/src/matching.ts): every match group whose terms occur in
 * the specialisation, ignoring case. Written from the same catalogue, so the stored list and the rule cannot
 * drift; a stored generated column keeps it right on every insert and update, whoever writes the expert.
 * strpos(lower(...)) rather than ILIKE: the terms contain no wildcards to escape, and both are immutable.
 */
export function matchGroupsExpression(): SQL {
  const cases = CATEGORIES.flatMap((category) =>
    matchGroupsOf(category).map((group) => {
      const tests = matchTerms(category, group).map((term) => `strpos(lower("specialization"), ${literal(term.toLowerCase())}) > 0`);
      return `CASE WHEN "category" = ${literal(category)} AND (${tests.join(' OR ')}) THEN ${literal(group)} END`;
    }),
  );
  return sql.raw(`array_remove(ARRAY[${cases.join(', ')}]::text[], NULL)`);
}
