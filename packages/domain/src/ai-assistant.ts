import { z } from 'zod';
import { text } from './text';

/**
 * Spec 000 §2 and §7 'unified-expert-ai': the full-screen AI assistant. Its title, colours and suggestion chips
 * depend on the path it was opened from; the payload carries the message, the domain and the history without
 * the greeting; the answer's `response` is shown.
 */
export const ASSISTANT_DOMAINS = ['medical', 'legal', 'finance', 'technology'] as const;
export const AssistantDomainSchema = z.enum(ASSISTANT_DOMAINS);
export type AssistantDomain = z.infer<typeof AssistantDomainSchema>;

export const ASSISTANT_MESSAGE_MAX = 2000;
/** The history the server accepts and the provider sees: enough for a conversation, bounded for cost. */
export const ASSISTANT_HISTORY_MAX = 20;

export const ChatTurnSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: text().max(8000),
});
export type ChatTurn = z.infer<typeof ChatTurnSchema>;

/** Spec 000 §7: 'the general/health context maps to medical'; a caller that names the context is understood too. */
const MEDICAL_CONTEXTS: readonly unknown[] = ['general', 'health'];

export const AssistantRequestSchema = z.object({
  message: text().trim().min(1, 'Please type a message').max(ASSISTANT_MESSAGE_MAX),
  domain: z.preprocess((value) => (MEDICAL_CONTEXTS.includes(value) ? 'medical' : value), AssistantDomainSchema),
  conversationHistory: z.array(ChatTurnSchema).max(100).default([]),
});
export type AssistantRequest = z.input<typeof AssistantRequestSchema>;

export const AssistantResponseSchema = z.object({ response: z.string() });
export type AssistantResponse = z.infer<typeof AssistantResponseSchema>;

/**
 * One line of the streamed answer (application/x-ndjson): text to append, a replacement of everything so far
 * (the safety rails replaced an answer that crossed the line), the end, or an error after the stream began.
 */
export const AssistantStreamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({ type: z.literal('replace'), text: z.string() }),
  z.object({ type: z.literal('done') }),
  z.object({ type: z.literal('error'), code: z.string(), message: z.string() }),
]);
export type AssistantStreamEvent = z.infer<typeof AssistantStreamEventSchema>;

/** Spec 000 §2: /tech gives Tech, /lawyer gives Legal, /ca gives Finance, anything else Medical/Care. */
export function assistantDomainForPath(pathname: string): AssistantDomain {
  if (pathname.includes('/tech')) return 'technology';
  if (pathname.includes('/lawyer')) return 'legal';
  if (pathname.includes('/ca')) return 'finance';
  return 'medical';
}

export interface AssistantPersona {
  title: string;
  subtitle: string;
  greeting: string;
  chips: readonly string[];
  /** The theme whose colours the assistant wears (spec 000 §2 themes). */
  theme: 'green' | 'blue' | 'orange' | 'purple';
}

export const ASSISTANT_PERSONAS: Record<AssistantDomain, AssistantPersona> = {
  medical: {
    title: 'Care AI',
    subtitle: 'Health information, any time',
    greeting:
      "Namaste! I'm Care AI. Ask me about symptoms, staying healthy or which doctor to see. I give general information, not a diagnosis or a prescription.",
    chips: ['I have a fever since yesterday', 'How can I lower my blood pressure?', 'When should I see a doctor for a headache?', 'Tips for better sleep'],
    theme: 'green',
  },
  legal: {
    title: 'Legal AI',
    subtitle: 'Indian law, explained simply',
    greeting: "Namaste! I'm Legal AI. Ask me about FIRs, consumer complaints, rent agreements, property or family matters.",
    chips: ['How do I file an FIR?', 'How to file a consumer complaint?', 'What should a rent agreement include?', 'How does mutual divorce work?'],
    theme: 'blue',
  },
  finance: {
    title: 'Finance AI',
    subtitle: 'Tax, GST and money questions',
    greeting: "Namaste! I'm Finance AI. Ask me about income tax returns, GST, TDS, PAN and Aadhaar, or saving tax.",
    chips: ['What is the ITR filing deadline?', 'When do I need GST registration?', 'How do I link PAN with Aadhaar?', 'Old or new tax regime?'],
    theme: 'orange',
  },
  technology: {
    title: 'Tech AI',
    subtitle: 'Help with devices, apps and security',
    greeting: "Namaste! I'm Tech AI. Ask me about a slow laptop, phishing messages, Wi-Fi trouble, backups or building a website.",
    chips: ['My laptop is very slow', 'I got a suspicious SMS link', 'How do I back up my phone?', 'My Wi-Fi keeps disconnecting'],
    theme: 'purple',
  },
};

/** Spec 000 §8 and §7: the assistant's error toasts and the apology for an empty answer. */
export const ASSISTANT_ERRORS = {
  rateLimited: { title: 'Rate Limit Exceeded', description: 'Too many requests. Please wait a moment and try again.' },
  creditsExhausted: { title: 'Credits Exhausted', description: 'AI credits have been used up. Please add credits to continue.' },
  other: { title: 'Error', description: 'Failed to get response. Please try again.' },
  emptyAnswer: 'I apologize, but I encountered an error. Please try again.',
} as const;

/** Spec 000 §2 / §4: quick suggestion chips show only while there is at most one message. */
export function showSuggestionChips(messageCount: number): boolean {
  return messageCount <= 1;
}
