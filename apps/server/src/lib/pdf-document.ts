import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import { markIndicActualText } from './pdf-actual-text';

export type Pdf = PDFKit.PDFDocument;
export type TextStyle = 'regular' | 'bold' | 'italic';

const require = createRequire(import.meta.url);

interface Face {
  id: string;
  /** The font file of a weight, from the @fontsource packages (Noto Sans, SIL Open Font License). */
  file: (weight: 400 | 700, italic: boolean) => string;
  hasItalic: boolean;
}

const noto = (subset: string): Face => ({
  id: subset,
  file: (weight, italic) => `@fontsource/noto-sans/files/noto-sans-${subset}-${weight}-${italic ? 'italic' : 'normal'}.woff`,
  hasItalic: true,
});
const notoScript = (script: string): Face => ({
  id: script,
  file: (weight) => `@fontsource/noto-sans-${script}/files/noto-sans-${script}-${script}-${weight}-normal.woff`,
  hasItalic: false,
});

/**
 * Names, symptoms and advice are written in any of India's scripts. Each character is drawn with the first face
 * that has it: Latin, then Devanagari (which also carries the rupee sign), then the other scripts of the Eighth
 * Schedule's major languages. A run stays in its face while the face has the next character, so spaces and joiners
 * inside a Hindi name do not break its shaping.
 */
const FACES: readonly Face[] = [
  noto('latin'),
  noto('latin-ext'),
  noto('devanagari'),
  ...['bengali', 'tamil', 'telugu', 'kannada', 'malayalam', 'gujarati', 'gurmukhi', 'oriya'].map(notoScript),
];

// Parsing a font (and its shaping tables) costs more than drawing a whole prescription, so each file is parsed once
// per process and the parsed font is shared by every document: pdfkit takes a fontkit font as it is and subsets it
// per document. WOFF, not WOFF2: fontkit cannot subset a WOFF2 font, whose glyph table is stored transformed.
const fonts = new Map<string, fontkit.Font>();
function fontOf(specifier: string): fontkit.Font {
  let font = fonts.get(specifier);
  if (!font) {
    font = fontkit.create(readFileSync(require.resolve(specifier))) as fontkit.Font;
    fonts.set(specifier, font);
  }
  return font;
}

function covers(face: Face, codePoint: number): boolean {
  return fontOf(face.file(400, false)).hasGlyphForCodePoint(codePoint);
}

interface Run {
  face: Face;
  text: string;
}

/** Splits text into runs of one face each; a character no face has becomes "?". */
export function textRuns(text: string): Run[] {
  const runs: Run[] = [];
  const append = (face: Face, piece: string) => {
    const last = runs.at(-1);
    if (last && last.face === face) last.text += piece;
    else runs.push({ face, text: piece });
  };
  for (const ch of text) {
    const last = runs.at(-1);
    const codePoint = ch.codePointAt(0) ?? 0x3f;
    // Line breaks and tabs belong to no face; they stay in the run they break.
    if (ch === '\n' || ch === '\t' || (last && covers(last.face, codePoint))) {
      append(last?.face ?? FACES[0]!, ch);
      continue;
    }
    const face = FACES.find((candidate) => covers(candidate, codePoint));
    append(face ?? last?.face ?? FACES[0]!, face ? ch : '?');
  }
  return runs;
}

const registered = new WeakMap<Pdf, Set<string>>();
function useFace(doc: Pdf, face: Face, style: TextStyle) {
  const italic = style === 'italic' && face.hasItalic;
  const weight = style === 'bold' ? 700 : 400;
  const name = `${face.id}-${weight}-${italic ? 'italic' : 'normal'}`;
  let names = registered.get(doc);
  if (!names) registered.set(doc, (names = new Set()));
  if (!names.has(name)) {
    // pdfkit's types list file names and bytes only; at run time it takes a parsed fontkit font too.
    doc.registerFont(name, fontOf(face.file(weight, italic)) as unknown as Buffer);
    names.add(name);
  }
  doc.font(name);
}

export interface WriteStyle {
  style?: TextStyle;
  size?: number;
  color?: string;
}

/** Writes a paragraph in any script, in the given style; options are pdfkit's (indent, lineGap…). */
export function write(doc: Pdf, text: string, { style = 'regular', size, color }: WriteStyle = {}, options: PDFKit.Mixins.TextOptions = {}) {
  if (size !== undefined) doc.fontSize(size);
  if (color !== undefined) doc.fillColor(color);
  const runs = textRuns(text);
  if (runs.length === 0) return;
  runs.forEach((run, i) => {
    useFace(doc, run.face, style);
    doc.text(run.text, { ...options, continued: i < runs.length - 1 });
  });
}

/** Renders a document to bytes; `draw` writes the pages. Compressed, A4, with the title in the metadata. */
export function renderPdf(title: string, draw: (doc: Pdf) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: title, Creator: 'Sahay' } });
    markIndicActualText(doc);
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      draw(doc);
      doc.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}

/** A section heading followed by its text, the layout every Sahay document uses. */
export function section(doc: Pdf, heading: string, body: string | null | undefined) {
  if (!body) return;
  doc.moveDown(0.8);
  write(doc, heading, { style: 'bold', size: 11, color: '#0f172a' });
  doc.moveDown(0.2);
  write(doc, body, { size: 10.5, color: '#1f2937' }, { lineGap: 2 });
}

/** A filename made of safe characters only, for Content-Disposition. */
export function pdfFilename(prefix: string, id: string): string {
  return `${prefix}-${id.slice(0, 8)}.pdf`.replace(/[^A-Za-z0-9._-]/g, '');
}
