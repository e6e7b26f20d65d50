// Issue 16: a short two-note chime made with Web Audio, so the desk needs no sound file. Browsers start audio only
// after the person has interacted with the page; the "Enable alerts" button is that interaction.

type AudioContextClass = typeof AudioContext;

let context: AudioContext | undefined;

function audioContextClass(): AudioContextClass | undefined {
  // Older Safari names it webkitAudioContext; jsdom and some embedded browsers have neither.
  const w = window as { AudioContext?: AudioContextClass; webkitAudioContext?: AudioContextClass };
  return w.AudioContext ?? w.webkitAudioContext;
}

function audio(): AudioContext | undefined {
  const Context = audioContextClass();
  if (!Context) return undefined;
  context ??= new Context();
  if (context.state === 'suspended') void context.resume().catch(() => undefined);
  return context;
}

/** Called from a click: lets later chimes play. False when this browser has no Web Audio. */
export function unlockSound(): boolean {
  return audio() !== undefined;
}

/** Two short rising notes, quiet enough for a clinic. */
export function playChime(): void {
  const ctx = audio();
  if (!ctx) return;
  const start = ctx.currentTime;
  [880, 1320].forEach((frequency, i) => {
    const at = start + i * 0.18;
    const oscillator = ctx.createOscillator();
    const gain = ctx.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.setValueAtTime(frequency, at);
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.2, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.16);
    oscillator.connect(gain).connect(ctx.destination);
    oscillator.start(at);
    oscillator.stop(at + 0.17);
  });
}

/** For tests: forget the context, as a new page would. */
export function resetSound(): void {
  context = undefined;
}
