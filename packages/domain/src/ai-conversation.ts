import { z } from 'zod';

/**
 * One AI conversation (a triage chat, the consult modal's five questions), named by the browser with
 * crypto.randomUUID(). The server counts a conversation once against a person's AI allowance (docs/decisions/032);
 * optional, so a client that does not send it is counted per call.
 */
export const AiConversationIdSchema = z.uuid();
export type AiConversationId = z.infer<typeof AiConversationIdSchema>;
