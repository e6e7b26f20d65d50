import { useEffect } from 'react';
import { TriagePage } from './components/triage-page';

export function Component() {
  useEffect(() => {
    const previous = document.title;
    document.title = 'AI Health Assistant · Sahay';
    return () => {
      document.title = previous;
    };
  }, []);
  return <TriagePage />;
}
