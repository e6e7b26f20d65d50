import { useEffect } from 'react';
import { hrefOf, navigateTo, type To } from './navigation';

/** Goes to `to` once rendered (a page that needs a signed-in visitor sends the others to sign in). */
export function Navigate({ to, replace, state }: { to: To; replace?: boolean; state?: unknown }) {
  const href = hrefOf(to);
  useEffect(() => navigateTo(href, { replace, state }), [href, replace, state]);
  return null;
}
