import { render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isAreaLoaded, loadArea, useT } from '@/i18n/i18n';
import { applyLanguage } from '@/i18n/language';
import type { MessageArea } from '@/i18n/message-keys';

// Issue 20: a component that needs an area's Hindi suspends while it loads and, once it is in, renders again with
// the same hooks in the same order. Calling use() only while loading breaks React's replay of a component that
// suspended while mounting ("did not call use()" in development, error 467 in production): it suspends by throwing.
const AREAS = Object.keys(import.meta.glob('../src/i18n/messages/hi/*.json')).map((path) => path.replace(/^.*\/(.+)\.json$/, '$1') as MessageArea);

afterEach(() => {
  applyLanguage('en');
});

function Words({ area }: { area: MessageArea }) {
  const [count] = useState(1);
  const { language } = useT(area);
  const [shown] = useState(`${language} ${count}`);
  return <p>{shown}</p>;
}

describe('useT while an area loads', () => {
  it('suspends, then renders with the same hooks, without a warning', async () => {
    const area = AREAS.find((name) => !isAreaLoaded('hi', name));
    expect(area, 'an area whose Hindi no earlier file loaded').toBeDefined();
    const warn = vi.spyOn(console, 'warn');
    applyLanguage('hi');
    render(
      <Suspense fallback={<p>loading</p>}>
        <Words area={area!} />
      </Suspense>,
    );
    expect(await screen.findByText('hi 1')).toBeInTheDocument();
    expect(isAreaLoaded('hi', area!)).toBe(true);
    expect(warn).not.toHaveBeenCalled();
  });

  // Issue 17: the messages are fetched in the build; suspending again after a failed fetch fetched again at once, in a
  // loop. The area shows in English (each key falls back), and the next language switch or start tries again.
  it('shows an area whose messages failed to load in English, instead of suspending again', async () => {
    const area = 'no-such-area' as MessageArea;
    applyLanguage('hi');
    render(
      <Suspense fallback={<p>loading</p>}>
        <Words area={area} />
      </Suspense>,
    );
    expect(await screen.findByText('hi 1')).toBeInTheDocument();
    expect(isAreaLoaded('hi', area)).toBe(false);
    await expect(loadArea('hi', area)).rejects.toThrow('No messages in hi for the area no-such-area.');
  });
});
