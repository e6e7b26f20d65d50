import type { Tx } from '../../db/client';
import { consultationMessages } from '../../db/schema/consultations';
import { publish } from '../../realtime/bus';
import { toChatMessage } from './chat.mappers';

export interface IssuedDocument {
  consultationId: string;
  kind: 'prescription' | 'legal_document';
  documentId: string;
  /** The line the card shows and a saved transcript keeps: who issued what, never its contents. */
  text: string;
}

/**
 * Issue 14 part 2: a prescription or legal document issued on a consultation also appears in its conversation, as a
 * card its patient can open. Written in the issuing transaction and announced like any message, so the members see
 * it live; the chat's read-only rule does not apply (a completed consultation can still get its prescription).
 */
export async function postDocumentCard(tx: Tx, document: IssuedDocument): Promise<void> {
  const [row] = await tx
    .insert(consultationMessages)
    .values({
      consultationId: document.consultationId,
      messageText: document.text,
      senderType: 'system',
      senderId: null,
      kind: document.kind,
      documentId: document.documentId,
    })
    .returning();
  if (!row) throw new Error('document card not stored');
  await publish(tx, { t: 'message', m: toChatMessage({ message: row, file: null }) });
}
