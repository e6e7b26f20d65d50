import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { renderPdf, textRuns, write } from '../src/lib/pdf-document';

async function textOf(bytes: Buffer) {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text.replace(/\s+/g, ' ').trim();
}

describe('PDF text in any Indian script (lib/pdf-document)', () => {
  it('splits text into runs of the face that has each character, and marks what no face has', () => {
    const runs = textRuns('Patient: सुनीता ₹299 — முருகன் 😀');
    expect(runs.map((run) => [run.face.id, run.text])).toEqual([
      ['latin', 'Patient: '],
      // A face keeps the spaces and signs it has, so a Hindi phrase stays one run.
      ['devanagari', 'सुनीता ₹'],
      ['latin', '299 — '],
      ['tamil', 'முருகன் ?'],
    ]);
    expect(textRuns('One\nTwo')).toEqual([{ face: expect.objectContaining({ id: 'latin' }), text: 'One\nTwo' }]);
  });

  it('writes Hindi, Bengali, Tamil and Gujarati names and the rupee sign into the PDF as text, with the Noto fonts embedded', async () => {
    const bytes = await renderPdf('Test', (doc) => {
      write(doc, 'Patient: सुनीता', { style: 'bold', size: 12 });
      write(doc, 'Fee ₹299, paid by মুনমুন, seen by முருகன், from ભરત');
      write(doc, 'This prescription is generated on a teleconsultation', { style: 'italic' });
    });
    const text = await textOf(bytes);
    for (const expected of ['Patient: सुनीता', '₹299', 'মুনমুন', 'முருகன்', 'ભરત', 'This prescription is generated on a teleconsultation'])
      expect(text).toContain(expected);
    expect(text).not.toContain('?');
    const raw = bytes.toString('latin1');
    for (const font of ['NotoSans-Bold', 'NotoSans-Italic', 'NotoSansBengali', 'NotoSansTamil', 'NotoSansGujarati']) expect(raw).toContain(font);
  });
});
