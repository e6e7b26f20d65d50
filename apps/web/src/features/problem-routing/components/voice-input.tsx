import { Mic, MicOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { useT } from '@/i18n/i18n';
import type { MessageKey } from '@/i18n/message-keys';
import { ROUTING_AREA } from '../problem-routing-messages';

// The Web Speech API is not in TypeScript's DOM library; only what this component uses is typed here.
interface RecognitionResultEvent {
  resultIndex: number;
  results: ArrayLike<{ isFinal: boolean; 0: { transcript: string } }>;
}
interface Recognition {
  lang: string;
  interimResults: boolean;
  continuous: boolean;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
}
type RecognitionConstructor = new () => Recognition;

function recognitionConstructor(): RecognitionConstructor | null {
  const scope = globalThis as unknown as { SpeechRecognition?: RecognitionConstructor; webkitSpeechRecognition?: RecognitionConstructor };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition ?? null;
}

const LANGUAGES: readonly { code: string; label: MessageKey }[] = [
  { code: 'hi-IN', label: 'routing.voiceHindi' },
  { code: 'en-IN', label: 'routing.voiceEnglish' },
];

/**
 * Speak instead of typing, where the browser can turn speech into text (the Web Speech API); nothing is shown
 * where it cannot. Each finished phrase is added to the description.
 */
export function VoiceInput({ onText }: { onText: (text: string) => void }) {
  const { t } = useT(ROUTING_AREA);
  const [Constructor] = useState(recognitionConstructor);
  const [language, setLanguage] = useState<string>('hi-IN');
  const [listening, setListening] = useState(false);
  const [problem, setProblem] = useState('');
  const recognition = useRef<Recognition | null>(null);

  useEffect(() => () => recognition.current?.stop(), []);

  if (!Constructor) return null;

  const start = () => {
    const next = new Constructor();
    next.lang = language;
    next.interimResults = false;
    next.continuous = false;
    next.onresult = (event) => {
      for (let index = event.resultIndex; index < event.results.length; index++) {
        const result = event.results[index];
        if (result?.isFinal) onText(result[0].transcript.trim());
      }
    };
    next.onerror = (event) => setProblem(event.error === 'not-allowed' ? t('routing.micRefused') : t('routing.couldNotHear'));
    next.onend = () => setListening(false);
    recognition.current = next;
    setProblem('');
    setListening(true);
    next.start();
  };

  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button
        type="button"
        variant={listening ? 'primary' : 'outline'}
        onClick={() => (listening ? recognition.current?.stop() : start())}
        aria-pressed={listening}
      >
        {listening ? <MicOff aria-hidden /> : <Mic aria-hidden />}
        {listening ? t('routing.stopListening') : t('routing.speak')}
      </Button>
      <label htmlFor="voice-language" className="sr-only">
        {t('routing.voiceLanguage')}
      </label>
      <div className="w-48">
        <NativeSelect id="voice-language" value={language} onChange={(event) => setLanguage(event.target.value)} disabled={listening}>
          {LANGUAGES.map(({ code, label }) => (
            <option key={code} value={code}>
              {t(label)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <p role="status" className="w-full text-sm text-muted-foreground empty:hidden">
        {listening ? t('routing.listening') : problem}
      </p>
    </div>
  );
}
