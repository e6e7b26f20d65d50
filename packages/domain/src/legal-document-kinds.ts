// A lawyer's two kinds of document and their names, without the documents' zod schemas (legal-documents.ts
// re-exports this module), so a page that only names a kind does not load zod (issue 17 part 2).
export const LEGAL_DOCUMENT_KINDS = ['advice_note', 'draft'] as const;
export const LEGAL_DOCUMENT_KIND_LABELS: Record<(typeof LEGAL_DOCUMENT_KINDS)[number], string> = {
  advice_note: 'Advice note',
  draft: 'Draft document',
};
