import type { CallMode } from './call-life';
import { LEGAL_DOCUMENT_KIND_LABELS, type LEGAL_DOCUMENT_KINDS } from './legal-document-kinds';

/*
 * Issue 20 part 2: the lines Sahay itself writes into a conversation (a declined or missed call, a prescription or
 * legal document issued, the health chart shared or no longer shared). Both members read the same line, perhaps in
 * different languages, so a line is stored as its English, written from one of these templates, and each reader's
 * app reads the template and its values back (readConversationLine) and says it in the reader's language. The English
 * stays what it always was, so transcripts, exports and lines stored before this change read the same way. Kept free
 * of zod: the conversation's components import it.
 */

type LegalDocumentKind = (typeof LEGAL_DOCUMENT_KINDS)[number];

export type ConversationLine =
  | { key: 'callDeclined'; mode: CallMode; caller: string; callee: string }
  | { key: 'callMissed'; mode: CallMode; caller: string }
  | { key: 'prescriptionIssued'; doctor: string }
  | { key: 'legalDocumentShared'; lawyer: string; kind: LegalDocumentKind; title: string }
  /** `expert` null: the consultation had no expert's name to give ("the expert"). */
  | { key: 'chartShared'; patient: string; expert: string | null }
  | { key: 'chartStopped'; patient: string };

const SOMEONE = 'the expert';
const kindPhrase = (kind: LegalDocumentKind) => {
  const label = LEGAL_DOCUMENT_KIND_LABELS[kind].toLowerCase();
  return `${/^[aeiou]/.test(label) ? 'an' : 'a'} ${label}`;
};

/** The line in English, as it is stored. */
export function conversationLineText(line: ConversationLine): string {
  switch (line.key) {
    case 'callDeclined':
      return `${line.mode === 'video' ? 'Video' : 'Audio'} call from ${line.caller} declined by ${line.callee}`;
    case 'callMissed':
      return `Missed ${line.mode} call from ${line.caller}`;
    case 'prescriptionIssued':
      return `${line.doctor} issued a prescription`;
    case 'legalDocumentShared':
      return `${line.lawyer} shared ${kindPhrase(line.kind)}: ${line.title}`;
    case 'chartShared':
      return `${line.patient} shared their health chart with ${line.expert ?? SOMEONE}. They can stop sharing at any time.`;
    case 'chartStopped':
      return `${line.patient} stopped sharing their health chart.`;
  }
}

const KIND_OF_PHRASE = new Map(Object.keys(LEGAL_DOCUMENT_KIND_LABELS).map((kind) => [kindPhrase(kind as LegalDocumentKind), kind as LegalDocumentKind]));
const modeOf = (word: string): CallMode => (word.toLowerCase() === 'video' ? 'video' : 'audio');

const READERS: ReadonlyArray<[RegExp, (match: string[]) => ConversationLine]> = [
  [
    /^(Video|Audio) call from (.+?) declined by (.+)$/s,
    ([, mode, caller, callee]) => ({ key: 'callDeclined', mode: modeOf(mode!), caller: caller!, callee: callee! }),
  ],
  [/^Missed (video|audio) call from (.+)$/s, ([, mode, caller]) => ({ key: 'callMissed', mode: modeOf(mode!), caller: caller! })],
  [/^(.+) issued a prescription$/s, ([, doctor]) => ({ key: 'prescriptionIssued', doctor: doctor! })],
  [
    /^(.+?) shared (an? [a-z ]+?): (.*)$/s,
    ([, lawyer, phrase, title]) => ({ key: 'legalDocumentShared', lawyer: lawyer!, kind: KIND_OF_PHRASE.get(phrase!)!, title: title! }),
  ],
  [
    /^(.+?) shared their health chart with (.+)\. They can stop sharing at any time\.$/s,
    ([, patient, expert]) => ({ key: 'chartShared', patient: patient!, expert: expert === SOMEONE ? null : expert! }),
  ],
  [/^(.+) stopped sharing their health chart\.$/s, ([, patient]) => ({ key: 'chartStopped', patient: patient! })],
];

/** The template and values of a line Sahay wrote, or null for any other text (say it as it is). */
export function readConversationLine(text: string): ConversationLine | null {
  for (const [pattern, read] of READERS) {
    const match = pattern.exec(text);
    if (!match) continue;
    const line = read([...match]);
    // A legal document's kind that is not one of ours: not our line after all.
    if (line.key === 'legalDocumentShared' && !line.kind) continue;
    if (conversationLineText(line) === text) return line;
  }
  return null;
}
