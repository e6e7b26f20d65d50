import type { ReactNode } from 'react';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * A prerendered form's fields (issue 17): disabled until the page's script has taken the form over, since what is typed
 * before that stays on screen but never reaches the form's state. Lays its children out as the form did.
 */
export function HydratedFieldset({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated} className="m-0 min-w-0 space-y-4 border-0 p-0">
      {children}
    </fieldset>
  );
}
