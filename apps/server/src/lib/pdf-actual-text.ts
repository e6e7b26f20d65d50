// Shaping draws Indic text in visual order: "कि" is the i-matra glyph, then क; the reph of "मार्च" comes after
// च; a conjunct is one glyph. pdfkit maps each glyph to its characters, so text copied, searched or read aloud from a
// Hindi PDF comes out scrambled ("िकतनी" for "कितनी"). An ActualText span (PDF 32000-1 §14.9.4) around each line
// of such text gives readers that honour it (Acrobat, poppler) the words as written.

/** Brahmic scripts of India, U+0900 (Devanagari) to U+0DFF: the ones whose shaping reorders and joins glyphs. */
const INDIC = /[\u0900-\u0DFF]/;

/** A PDF text string in UTF-16BE with its byte order mark, in hex (no escaping needed). */
function utf16Hex(text: string): string {
  let hex = 'FEFF';
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).toUpperCase().padStart(4, '0');
  return `<${hex}>`;
}

interface PdfkitInternals {
  // pdfkit draws one line (or one run of a line) of text in `_fragment`: save, BT, Tm, Tf, the glyphs, ET, restore.
  _fragment(text: string, x: number, y: number, options: unknown): void;
  addContent(data: string): unknown;
}

/**
 * Wraps every line pdfkit draws that holds Indic text in an ActualText span, opened inside the text object after the
 * font is set and closed before it ends, so the span has the line's own position and the reading order stays.
 * Latin-only lines are written exactly as before.
 */
export function markIndicActualText(doc: PDFKit.PDFDocument): void {
  const internals = doc as unknown as PdfkitInternals;
  const fragment = internals._fragment.bind(doc);
  const addContent = internals.addContent.bind(doc);
  internals._fragment = (text, x, y, options) => {
    const actual = `${text}`.replace(/\n/g, '');
    if (!INDIC.test(actual)) return fragment(text, x, y, options);
    let open = false;
    internals.addContent = (data: string) => {
      if (data === 'ET' && open) {
        addContent('EMC');
        open = false;
      }
      addContent(data);
      if (!open && typeof data === 'string' && data.endsWith(' Tf')) {
        addContent(`/Span << /ActualText ${utf16Hex(actual)} >> BDC`);
        open = true;
      }
      return doc;
    };
    try {
      fragment(text, x, y, options);
    } finally {
      internals.addContent = addContent;
    }
  };
}
