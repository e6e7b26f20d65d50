// `npm start`: build what changed, then run Sahay as one process (API + web app) on PORT (default 3000).
import { buildIfStale } from './build-if-stale.mjs';

buildIfStale();
await import('../apps/server/dist/index.mjs');
