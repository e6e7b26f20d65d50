import { useEffect, useState } from 'react';

/** How loud the microphone is, 0 to 1, read ten times a second while `stream` has a live audio track. */
export function useMicLevel(stream: MediaStream | null): number {
  const [level, setLevel] = useState(0);
  const track = stream?.getAudioTracks()[0];
  useEffect(() => {
    if (!track || typeof AudioContext === 'undefined') return;
    const context = new AudioContext();
    const source = context.createMediaStreamSource(new MediaStream([track]));
    const analyser = context.createAnalyser();
    analyser.fftSize = 512;
    source.connect(analyser);
    const samples = new Float32Array(analyser.fftSize);
    const timer = setInterval(() => {
      analyser.getFloatTimeDomainData(samples);
      let sum = 0;
      for (const sample of samples) sum += sample * sample;
      // RMS of speech at a normal distance is around 0.05–0.2; scaled so talking fills most of the meter.
      setLevel(Math.min(1, Math.sqrt(sum / samples.length) * 5));
    }, 100);
    return () => {
      clearInterval(timer);
      source.disconnect();
      void context.close();
      setLevel(0);
    };
  }, [track]);
  return level;
}
