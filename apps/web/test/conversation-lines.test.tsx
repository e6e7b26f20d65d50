import type { ChatMessage } from '@sahay/domain/chat';
import { conversationLineText, type ConversationLine } from '@sahay/domain/conversation-lines';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '@/components/conversation/conversation-area';
import { MessageBubble } from '@/components/conversation/message-bubble';
import { systemLineText } from '@/components/conversation/system-line';
import { changeLanguage, loadArea, translate } from '@/i18n/i18n';

// Issue 20 part 2: the lines Sahay writes into a conversation are stored in English; each reader's app says them in
// the reader's language from their template and values. The English said is the stored text, word for word.
afterEach(async () => {
  await changeLanguage('en');
});

const line = (text: string, overrides: Partial<ChatMessage> = {}): ChatMessage => ({
  id: 1,
  consultationId: '7b0f4b36-6f6f-4a8e-9a55-1c1b7c1f0a01',
  senderType: 'system',
  senderId: null,
  kind: 'text',
  text,
  file: null,
  documentId: null,
  clientId: null,
  createdAt: '2026-11-20T10:05:00.000Z',
  ...overrides,
});

const LINES: Array<[ConversationLine, string]> = [
  [{ key: 'callDeclined', mode: 'video', caller: 'Asha Verma', callee: 'Dr. Arjun Mehta' }, 'Asha Verma की वीडियो कॉल Dr. Arjun Mehta ने अस्वीकार की'],
  [{ key: 'callDeclined', mode: 'audio', caller: 'Dr. Arjun Mehta', callee: 'Asha Verma' }, 'Dr. Arjun Mehta की ऑडियो कॉल Asha Verma ने अस्वीकार की'],
  [{ key: 'callMissed', mode: 'audio', caller: 'Asha Verma' }, 'Asha Verma की ऑडियो कॉल छूट गई'],
  [{ key: 'callMissed', mode: 'video', caller: 'Asha {Verma}' }, 'Asha {Verma} की वीडियो कॉल छूट गई'],
  [{ key: 'prescriptionIssued', doctor: 'Dr. Arjun Mehta' }, 'Dr. Arjun Mehta ने पर्चा जारी किया'],
  [
    { key: 'legalDocumentShared', lawyer: 'Adv. Priya Nair', kind: 'advice_note', title: 'Notice: reply' },
    'Adv. Priya Nair ने सलाह नोट शेयर किया: Notice: reply',
  ],
  [
    { key: 'legalDocumentShared', lawyer: 'Adv. Priya Nair', kind: 'draft', title: 'Rent agreement' },
    'Adv. Priya Nair ने ड्राफ़्ट दस्तावेज़ शेयर किया: Rent agreement',
  ],
  [
    { key: 'chartShared', patient: 'Asha Verma', expert: 'Dr. Arjun Mehta' },
    'Asha Verma ने अपना हेल्थ चार्ट Dr. Arjun Mehta के साथ शेयर किया। वे कभी भी शेयर करना बंद कर सकते हैं।',
  ],
  [{ key: 'chartShared', patient: 'Asha Verma', expert: null }, 'Asha Verma ने अपना हेल्थ चार्ट विशेषज्ञ के साथ शेयर किया। वे कभी भी शेयर करना बंद कर सकते हैं।'],
  [{ key: 'chartStopped', patient: 'Asha Verma' }, 'Asha Verma ने अपना हेल्थ चार्ट शेयर करना बंद कर दिया।'],
];

describe('lines Sahay writes into a conversation', () => {
  it.each(LINES)('says %j as stored in English and in Hindi', async (written, hindi) => {
    await loadArea('hi', 'conversation');
    const stored = conversationLineText(written);
    expect(systemLineText(line(stored), (key, values) => translate('en', key, values))).toBe(stored);
    expect(systemLineText(line(stored), (key, values) => translate('hi', key, values))).toBe(hindi);
  });

  it('leaves what a person wrote as written, even when it reads like a line', async () => {
    await loadArea('hi', 'conversation');
    const typed = line('Missed video call from Asha Verma', { senderType: 'patient', senderId: 'b1b1b1b1-0000-4000-8000-000000000001' });
    expect(systemLineText(typed, (key, values) => translate('hi', key, values))).toBe('Missed video call from Asha Verma');
    expect(systemLineText(line('Welcome'), (key, values) => translate('hi', key, values))).toBe('Welcome');
  });

  it('shows the line in the conversation in Hindi for a Hindi reader', async () => {
    await changeLanguage('hi');
    render(
      <ul>
        <MessageBubble message={line('Missed audio call from Dr. Arjun Mehta')} mine={false} />
      </ul>,
    );
    expect(await screen.findByText(/^Dr\. Arjun Mehta की ऑडियो कॉल छूट गई ·/)).toBeInTheDocument();
  });
});
