import { playOn } from './media-devices';

/** A one-second two-note chime as a WAV file, made here so the test needs no download (8 kHz, 16-bit mono). */
function chime(): Blob {
  const rate = 8000;
  const samples = rate;
  const buffer = new ArrayBuffer(44 + samples * 2);
  const view = new DataView(buffer);
  const text = (offset: number, value: string) => [...value].forEach((c, i) => view.setUint8(offset + i, c.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples * 2, true);
  text(8, 'WAVEfmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, rate, true);
  view.setUint32(28, rate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, samples * 2, true);
  for (let i = 0; i < samples; i++) {
    const t = i / rate;
    const frequency = t < 0.5 ? 660 : 880;
    const envelope = Math.min(1, (0.5 - Math.abs((t % 0.5) - 0.25)) * 8);
    view.setInt16(44 + i * 2, Math.sin(2 * Math.PI * frequency * t) * envelope * 0.4 * 32767, true);
  }
  return new Blob([buffer], { type: 'audio/wav' });
}

/** The pre-call check's speaker test: plays the chime on the chosen speaker; resolves when it has finished. */
export async function playTestSound(sinkId: string | undefined): Promise<void> {
  const url = URL.createObjectURL(chime());
  const audio = new Audio(url);
  try {
    await playOn(audio, sinkId);
    await new Promise<void>((resolve, reject) => {
      audio.onended = () => resolve();
      audio.onerror = () => reject(new Error('The test sound could not be played'));
      audio.play().catch(reject);
    });
  } finally {
    URL.revokeObjectURL(url);
  }
}
