import { RED_FLAG_CATEGORIES, detectRedFlags, type RedFlags } from '@sahay/domain/red-flags/detector';
import { useCallback, useState } from 'react';

const NONE: RedFlags = { emergency: false, selfHarm: false, categories: [] };

/** Every red flag of two results, in RED_FLAG_CATEGORIES order, without repeats. */
export function mergeRedFlags(a: RedFlags, b: RedFlags): RedFlags {
  const categories = RED_FLAG_CATEGORIES.filter((category) => a.categories.includes(category) || b.categories.includes(category));
  return { emergency: a.emergency || b.emergency, selfHarm: a.selfHarm || b.selfHarm, categories };
}

/**
 * Issue 13: runs the red-flag detector on each answer the person gives, on the device and before any network call,
 * and remembers every flag for the rest of the conversation: once shown, the emergency banner stays until reset.
 */
export function useRedFlags() {
  const [flags, setFlags] = useState<RedFlags>(NONE);
  const check = useCallback((text: string) => {
    const found = detectRedFlags(text);
    if (found.emergency || found.selfHarm) setFlags((current) => mergeRedFlags(current, found));
    return found;
  }, []);
  const reset = useCallback(() => setFlags(NONE), []);
  return { flags, check, reset };
}
