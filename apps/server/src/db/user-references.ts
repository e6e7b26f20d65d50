import { is, Table } from 'drizzle-orm';
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { users } from './schema/auth';
import { schema } from './schema';

export interface UserReference {
  table: PgTable;
  tableName: string;
  column: PgColumn;
  columnName: string;
  onDelete: string | undefined;
}

/** Every table of the schema (schema.ts), read from the drizzle definitions rather than listed by hand. */
export function schemaTables(): PgTable[] {
  return (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, Table));
}

/**
 * Every column that holds a users.id through a foreign key, found by reading the schema: a table added later is
 * found without anyone remembering to list it. Used to move a contact record's rows to an account (decision 062)
 * and by the test that checks account deletion covers every table.
 */
export function userReferences(): UserReference[] {
  return schemaTables().flatMap((table) => {
    const config = getTableConfig(table);
    return config.foreignKeys.flatMap((fk) => {
      const reference = fk.reference();
      if (reference.foreignTable !== users) return [];
      return reference.columns.map((column) => ({ table, tableName: config.name, column, columnName: column.name, onDelete: fk.onDelete }));
    });
  });
}
