/**
 * Suspends the calling component until `loading` settles, by throwing it, as React's Suspense has long understood; the
 * component then renders again from the start. Not `use()`: React replays a component that suspended in `use()` while
 * mounting and expects the same `use()` calls when it finishes, so a `use()` made only while loading (once loaded
 * there is nothing to wait for) is an error in development and crashes production with React error 467 on the next
 * hook; and a `use()` on every render, even of a settled promise, holds up tests' `act()` renders.
 */
export function suspendUntil(loading: Promise<unknown>): never {
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- Suspense's protocol: a thrown promise
  throw loading;
}
