import { describe, expect, it } from 'vitest';
import { encodeBusEvent, PartAssembler, type BusEvent } from '../src/realtime/bus';

// Decision 080: a call description can exceed PostgreSQL's 8,000-byte NOTIFY payload, so it travels in parts.
const description = (chars: number): BusEvent => ({
  t: 'call',
  c: '7b0f4b36-6f6f-4a8e-9a55-1c1b7c1f0a01',
  f: 'patient',
  to: 'expert',
  x: {
    kind: 'description',
    sid: 'page-one-1',
    to: 'page-two-2',
    description: { type: 'offer', sdp: `v=0\r\n${'a=rtcp-fb:96 nack pli\r\n'.repeat(chars / 22)}` },
  },
});

describe('the realtime bus', () => {
  it('sends a short event as one notification, and a long call signal in parts that each fit', () => {
    expect(encodeBusEvent(description(2000))).toHaveLength(1);
    const parts = encodeBusEvent(description(16_000));
    expect(parts.length).toBeGreaterThan(2);
    for (const part of parts) expect(Buffer.byteLength(part)).toBeLessThan(8000);
  });

  it('puts the parts back together in any order, once', () => {
    const event = description(16_000);
    const parts = encodeBusEvent(event).map((p) => JSON.parse(p) as Extract<BusEvent, { t: 'part' }>);
    const assembler = new PartAssembler();
    const [first, ...rest] = parts;
    const results = [...rest.reverse(), first!].map((part) => assembler.add(part));
    expect(results.slice(0, -1)).toEqual(rest.map(() => undefined));
    expect(results.at(-1)).toEqual(event);
  });

  it('drops parts whose siblings never came', () => {
    let now = 0;
    const assembler = new PartAssembler(() => now);
    const parts = encodeBusEvent(description(16_000)).map((p) => JSON.parse(p) as Extract<BusEvent, { t: 'part' }>);
    assembler.add(parts[0]!);
    now = 11_000;
    for (const part of parts.slice(1)) expect(assembler.add(part)).toBeUndefined();
  });

  it('still sends a long chat message as a reference to its row', () => {
    const long: BusEvent = {
      t: 'message',
      m: {
        id: 7,
        consultationId: '7b0f4b36-6f6f-4a8e-9a55-1c1b7c1f0a01',
        senderType: 'patient',
        senderId: null,
        kind: 'text',
        text: 'x'.repeat(8000),
        file: null,
        documentId: null,
        clientId: null,
        createdAt: '2026-11-20T10:00:00.000Z',
      },
    };
    expect(encodeBusEvent(long).map((p) => JSON.parse(p) as unknown)).toEqual([{ t: 'message-ref', c: long.m.consultationId, id: 7 }]);
  });
});
