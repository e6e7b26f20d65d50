import { randomBytes } from 'node:crypto';
import type { Conversation } from '@sahay/domain';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/lib/logger';
import { createChatExpert, signedInPatient } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

const MARKER = `MARKER-${randomBytes(6).toString('hex')}`;
const lines: string[] = [];
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ logger: createLogger('debug', { write: (line: string) => void lines.push(line) }) });
  // PostgreSQL reports a failed check with the whole row in `detail`; Drizzle puts the parameters in its message.
  await testApp.database.db.execute(sql.raw(`alter table consultation_messages add constraint no_marker check (message_text not like 'MARKER-%')`));
});
afterAll(() => testApp.close());

describe('logs never carry what a person wrote', () => {
  it('a database error caused by a chat message is logged without the message, its parameters or the row', async () => {
    const expert = await createChatExpert(testApp);
    const patient = await signedInPatient(testApp);
    const conversation = (await patient.client.post<Conversation>('/api/chat/conversations', { expertId: expert.expertId })).body;
    const text = `${MARKER} I have chest pain and take metformin`;
    const response = await patient.client.post(`/api/chat/conversations/${conversation.id}/messages`, { text });
    expect(response.status).toBe(500);
    expect(JSON.stringify(response.body)).not.toContain(MARKER);

    const logged = lines.map((line) => JSON.parse(line) as Record<string, any>);
    const failure = logged.find((line) => line.msg === 'unhandled error');
    // What an operator needs is still there: the failed SQL (placeholders only) and the cause's SQLSTATE and constraint.
    expect(failure?.err).toMatchObject({ type: 'DrizzleQueryError', message: expect.stringMatching(/^Failed query: insert into "consultation_messages"/) });
    expect(failure?.err.cause).toMatchObject({ code: '23514', constraint: 'no_marker' });
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(line).not.toContain(MARKER);
  });

  it('the same error through pino’s default serializer would have leaked the marker (the test can fail)', async () => {
    const raw: string[] = [];
    const plain = pino({ level: 'debug' }, { write: (line: string) => void raw.push(line) });
    const error = await testApp.database.db
      .execute(sql`insert into consultation_messages (consultation_id, message_text, sender_type) values (gen_random_uuid(), ${MARKER}, 'patient')`)
      .then(
        () => null,
        (caught: unknown) => caught,
      );
    expect(error).toBeInstanceOf(Error);
    plain.error({ err: error }, 'unhandled error');
    expect(raw.join('\n')).toContain(MARKER);
    const safe: string[] = [];
    createLogger('debug', { write: (line: string) => void safe.push(line) }).error({ err: error, params: [MARKER], body: { text: MARKER } }, 'unhandled error');
    expect(safe.join('\n')).not.toContain(MARKER);
    expect(safe.join('\n')).toContain('unhandled error');
  });
});
