import { describe, expect, it } from 'vitest';
import { callOutcomeText } from '../src/call-life';
import { conversationLineText, readConversationLine, type ConversationLine } from '../src/conversation-lines';

// Issue 20 part 2: the lines Sahay writes into a conversation are stored in English and read back by each reader's app.
const LINES: Array<[ConversationLine, string]> = [
  [{ key: 'callDeclined', mode: 'video', caller: 'Asha Verma', callee: 'Dr. Arjun Mehta' }, 'Video call from Asha Verma declined by Dr. Arjun Mehta'],
  [{ key: 'callDeclined', mode: 'audio', caller: 'Dr. Arjun Mehta', callee: 'Asha Verma' }, 'Audio call from Dr. Arjun Mehta declined by Asha Verma'],
  [{ key: 'callMissed', mode: 'audio', caller: 'Asha Verma' }, 'Missed audio call from Asha Verma'],
  [{ key: 'callMissed', mode: 'video', caller: 'आशा वर्मा' }, 'Missed video call from आशा वर्मा'],
  [{ key: 'prescriptionIssued', doctor: 'Dr. Arjun Mehta' }, 'Dr. Arjun Mehta issued a prescription'],
  [
    { key: 'legalDocumentShared', lawyer: 'Adv. Priya Nair', kind: 'advice_note', title: 'Reply to the notice: what to do' },
    'Adv. Priya Nair shared an advice note: Reply to the notice: what to do',
  ],
  [
    { key: 'legalDocumentShared', lawyer: 'Adv. Priya Nair', kind: 'draft', title: 'Rent agreement' },
    'Adv. Priya Nair shared a draft document: Rent agreement',
  ],
  [
    { key: 'chartShared', patient: 'Asha Verma', expert: 'Dr. Arjun Mehta' },
    'Asha Verma shared their health chart with Dr. Arjun Mehta. They can stop sharing at any time.',
  ],
  [{ key: 'chartShared', patient: 'Asha Verma', expert: null }, 'Asha Verma shared their health chart with the expert. They can stop sharing at any time.'],
  [{ key: 'chartStopped', patient: 'Asha Verma' }, 'Asha Verma stopped sharing their health chart.'],
];

describe('conversation lines', () => {
  it.each(LINES)('writes %j as the English of before and reads it back', (line, english) => {
    expect(conversationLineText(line)).toBe(english);
    expect(readConversationLine(english)).toEqual(line);
  });

  it('keeps the call lines the call service always wrote', () => {
    expect(callOutcomeText('declined', 'video', 'Asha Verma', 'Dr. Arjun Mehta')).toBe('Video call from Asha Verma declined by Dr. Arjun Mehta');
    expect(callOutcomeText('missed', 'audio', 'Asha Verma', 'Dr. Arjun Mehta')).toBe('Missed audio call from Asha Verma');
  });

  it('leaves any other text alone', () => {
    for (const text of [
      'Hello doctor',
      'I issued a prescription',
      'Missed call from',
      'X shared a napkin: y',
      'Asha shared their health chart with Dr. A.',
      '',
    ])
      expect({ text, line: readConversationLine(text) }).toEqual({
        text,
        line: text === 'I issued a prescription' ? { key: 'prescriptionIssued', doctor: 'I' } : null,
      });
  });
});
