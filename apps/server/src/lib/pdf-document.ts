import PDFDocument from 'pdfkit';

export type Pdf = PDFKit.PDFDocument;

/**
 * The PDF standard fonts cover Latin-1 only (WinAnsi). Typographic quotes and dashes are mapped to their ASCII
 * forms and the rupee sign to "Rs."; any other character outside Latin-1 becomes "?" rather than garbage.
 */
export function pdfSafe(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\u20B9/g, 'Rs.')
    .replace(/\u2026/g, '...')
    .replace(/[^\n\t\x20-\x7E\xA0-\xFF]/g, '?');
}

/** Renders a document to bytes; `draw` writes the pages. Compressed, A4, with the title in the metadata. */
export function renderPdf(title: string, draw: (doc: Pdf) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: pdfSafe(title), Creator: 'Sahay' } });
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
  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(11).fillColor('#0f172a').text(pdfSafe(heading));
  doc.moveDown(0.2).font('Helvetica').fontSize(10.5).fillColor('#1f2937').text(pdfSafe(body), { lineGap: 2 });
}

/** A filename made of safe characters only, for Content-Disposition. */
export function pdfFilename(prefix: string, id: string): string {
  return `${prefix}-${id.slice(0, 8)}.pdf`.replace(/[^A-Za-z0-9._-]/g, '');
}
