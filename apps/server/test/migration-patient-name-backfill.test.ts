import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { MIGRATIONS_DIR, runMigrations } from '../src/db/migrate';
import { createTestDatabase } from './support/test-database';

interface Journal {
  entries: Array<{ tag: string }>;
}

let handle: DatabaseHandle;
let before: string;
beforeAll(async () => {
  handle = await createTestDatabase({ migrate: false });
  // This build's migrations up to the one that adds consultations.patient_name (found by name: numbers may change).
  before = mkdtempSync(join(tmpdir(), 'sahay-migrations-'));
  cpSync(MIGRATIONS_DIR, before, { recursive: true });
  const journalPath = join(before, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as Journal;
  const index = journal.entries.findIndex((entry) => entry.tag.endsWith('_consultation_patient_name'));
  expect(index).toBeGreaterThan(0);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }));
});
afterAll(async () => {
  await handle.close();
  rmSync(before, { recursive: true, force: true });
});

describe('the patient_name migration (issue 16)', () => {
  it('gives old requests their requester’s name, and kept legal documents no client name', async () => {
    await runMigrations(handle, before);
    for (const statement of [
      `insert into users (id, name, phone) values ('00000000-0000-4000-8000-000000000001', 'Ravi Kumar', '+919845012345')`,
      `insert into consultations (id, user_id, consultation_type, category) values ('00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000001', 'chat', 'legal')`,
      `insert into legal_documents (kind, title, body, client_name, lawyer_name) values ('draft', 'Kept', 'Kept after the client left', 'Former client', 'Adv. Rao')`,
      `insert into legal_documents (user_id, kind, title, body, client_name, lawyer_name) values ('00000000-0000-4000-8000-000000000001', 'draft', 'Live', 'Client still here', 'Ravi Kumar', 'Adv. Rao')`,
    ]) {
      await handle.execute(statement);
    }
    await runMigrations(handle);
    expect(await handle.execute(`select patient_name from consultations`)).toEqual([{ patient_name: 'Ravi Kumar' }]);
    expect(await handle.execute(`select title, client_name from legal_documents order by title`)).toEqual([
      { title: 'Kept', client_name: null },
      { title: 'Live', client_name: 'Ravi Kumar' },
    ]);
    await expect(
      handle.execute(`insert into consultations (user_id, consultation_type, category) values ('00000000-0000-4000-8000-000000000001', 'chat', 'legal')`),
    ).rejects.toThrow();
  });
});
