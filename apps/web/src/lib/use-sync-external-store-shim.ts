// wouter imports useSyncExternalStore from use-sync-external-store's shim, written for React before 18; on React 19
// the shim only hands back React's own, after shipping its fallback (about 0.7 KB gzip in the entry). vite.config.ts
// points that import here (issue 17 part 2).
export { useSyncExternalStore } from 'react';
