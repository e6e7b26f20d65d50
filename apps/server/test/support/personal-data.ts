import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, inArray, is, sql, type SQL } from 'drizzle-orm';
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../src/db/client';
import { users } from '../../src/db/schema/auth';

/**
 * Issue 16 part 9: which columns can hold a person's data, found by reading the schema files, so that a table added
 * later is checked without anyone remembering to list it.
 */

const SCHEMA_DIR = fileURLToPath(new URL('../../src/db/schema/', import.meta.url));

/** Every table defined in apps/server/src/db/schema/*.ts (the files drizzle-kit migrates). */
export async function tablesOfSchemaFiles(): Promise<PgTable[]> {
  const tables = new Set<PgTable>();
  for (const file of readdirSync(SCHEMA_DIR).filter((name) => name.endsWith('.ts'))) {
    const module = (await import(join(SCHEMA_DIR, file))) as Record<string, unknown>;
    for (const value of Object.values(module)) if (is(value, PgTable)) tables.add(value);
  }
  return [...tables];
}

/** What a column holds of a person: their user id, email, phone, either of the two (a message's recipient), or a name. */
export type Holds = 'id' | 'email' | 'phone' | 'contact' | 'name';

export interface PersonalColumn {
  /** table.column, as in the database. */
  key: string;
  table: PgTable;
  column: PgColumn;
  holds: Holds;
}

/** Columns that hold a user id although no foreign key says so: better-auth's own. */
const USER_ID_WITHOUT_FOREIGN_KEY = new Set(['verifications.value' /* a password reset's user */, 'accounts.account_id' /* a credential's user */]);

function classify(key: string, column: PgColumn, referencesUsers: boolean): Holds | null {
  const name = column.name;
  if (referencesUsers || key === 'users.id' || USER_ID_WITHOUT_FOREIGN_KEY.has(key) || /(^|_)user_id$/.test(name)) return 'id';
  if (/(^|_)email$/.test(name)) return 'email';
  if (/(^|_)phone$|(^|_)whatsapp_number$/.test(name)) return 'phone';
  if (name === 'recipient') return 'contact';
  if (/(^|_)name$/.test(name)) return 'name';
  return null;
}

/** Every column of these tables that references users or, by its name, holds an id, email, phone or name. */
export function personalColumns(tables: PgTable[]): PersonalColumn[] {
  return tables.flatMap((table) => {
    const config = getTableConfig(table);
    const referencing = new Set(
      config.foreignKeys.flatMap((fk) => {
        const reference = fk.reference();
        return reference.foreignTable === users ? reference.columns : [];
      }),
    );
    return config.columns.flatMap((column) => {
      const key = `${config.name}.${column.name}`;
      const holds = classify(key, column, referencing.has(column));
      return holds ? [{ key, table, column, holds }] : [];
    });
  });
}

export interface Person {
  id: string;
  email: string;
  phone: string;
  fullName: string;
}

function matches(column: PgColumn, holds: Holds, person: Person): SQL {
  const [first = '', ...rest] = person.fullName.split(' ');
  const email = sql`lower(${column}) = ${person.email.toLowerCase()}`;
  switch (holds) {
    case 'id':
      return sql`${column}::text = ${person.id}`;
    case 'email':
      return email;
    case 'phone':
      return eq(column, person.phone);
    case 'contact':
      return sql`(${email} or ${column} = ${person.phone})`;
    case 'name':
      return inArray(column, [person.fullName, first, rest.join(' ')]);
  }
}

/** How many rows of the column's table hold this person's value in that column. */
export async function rowsHolding(db: Database, column: PersonalColumn, person: Person): Promise<number> {
  return db.$count(column.table, matches(column.column, column.holds, person));
}
