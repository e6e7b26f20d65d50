// What the browser fetches before a route is usable, worked out from Vite's build manifest (issue 17 part 4).
// Pure functions, so scripts/check-bundle-budget.mjs (the build's check) and its unit test share them.
//
// Counted for a route: the entry chunk (index.html's script) and its static imports; the route's lazy chunk and its
// static imports; and every chunk those load with import() without the visitor doing anything (form checks once a
// form has rendered, the first-visit intro on '/', a dashboard's tracker), with their static imports, each file once. Left out: other routes' chunks, and the import()s in LOADED_ON_ACTION.

/**
 * Chunks loaded with import() only when the visitor acts, never on the way to a usable page. Keyed by source, or by
 * chunk name for a shared chunk (one whose module other chunks also import has no source in the manifest). A key that
 * stops matching only makes the count bigger, never smaller.
 */
export const LOADED_ON_ACTION = {
  'src/features/health-qr/components/health-qr-dialog.tsx': 'opens with the Health QR button',
  'src/features/assistant/components/assistant-overlay.tsx': 'opens when the visitor asks the assistant (?assistant)',
  'src/features/consult/consult-modal-host.tsx': 'opens when the visitor asks for a consultation',
  '../../node_modules/sonner/dist/index.mjs': 'the toaster (sonner), loaded with the first toast (lib/toast.ts)',
  // The sign-in and sign-up checks (a shared chunk named after packages/domain/src/auth.ts, with zod) and zod's form
  // resolver: features/auth loads them when the visitor first touches the form; other forms load the resolver in
  // dialogs or on pages outside the budget. A form that loads its checks with the page must not lean on these keys.
  auth: 'the sign-in and sign-up checks, loaded when the visitor first touches the form (features/auth/components/auth-page.tsx)',
  zod: "zod's form resolver (@hookform/resolvers/zod), loaded with a form's checks (components/forms/lazy-resolver.ts)",
  'health-tracker': "the patient dashboard's Health Tracker tab (app/patient-dashboard-route.tsx), loaded when opened",
  'src/features/auth/components/phone-sign-in-form.tsx': 'opens with "Use mobile number" on the login page (issue 20)',
  'src/features/patient-dashboard/components/refund-dialog.tsx': 'opens with "Request a refund" on a paid appointment of the dashboard (issue 19 part 6)',
  'src/features/patient-dashboard/components/upload-record-dialog.tsx': 'opens with "Upload Record" (features/patient-dashboard/components/record-dialogs.tsx)',
  'src/features/patient-dashboard/components/rename-record-dialog.tsx': "opens with a record's Rename (record-dialogs.tsx)",
  'src/features/patient-dashboard/components/delete-record-dialog.tsx': "opens with a record's Delete (record-dialogs.tsx)",
  'src/features/verticals/components/help-panel.tsx': "opens with the vertical homes' Help button (help-widget.tsx)",
};

/** Chunks the shell loads at once on some routes only (keyed by source; the value lists the routes). */
export const LOADED_AT_ONCE_ONLY_ON = {
  // The first-visit intro greets people who arrive at the home page (features/first-run/first-run-storage.ts).
  'src/features/first-run/first-run-intro.tsx': ['/'],
  // Issue 20: the expert forms' Hindi validation messages, loaded by the expert registration and desk pages (none budgeted).
  '../../packages/domain/src/expert-validation-messages-hi.ts': [],
};

/**
 * Issue 20 (docs/decisions/106): the Hindi (any non-default language's) message areas, one JSON file each in the build
 * (assets/messages/<hash>/<language>/<area>.json, listed in .vite/messages.json), fetched by i18n/load-messages.ts
 * when the reader chose Hindi. The shell's area ('common') counts on every route, so each budget holds for a Hindi
 * reader; another area counts on the routes that show it (keyed by area; an area not listed counts everywhere, so a
 * new one only makes the count bigger).
 */
export const MESSAGE_AREA_ROUTES = {
  home: ['/'],
  'first-run': ['/'],
  auth: ['/patient-registration'],
  // The mobile-number forms' messages load with those forms (LOADED_ON_ACTION): on no route at once.
  'auth-phone': [],
  emergency: ['/medical-triage'],
  triage: ['/medical-triage'],
  'problem-routing': ['/ask-medical-problem'],
  // The assistant's words load with it (?assistant, lazy in the shell) or on '/ai-healthcare'.
  assistant: ['/ai-healthcare'],
  'ai-consultation': ['/ai-consultation'],
  // The AI chats' shared bubble, composer and retry row (components/chat): the triage, the assistant, the pre-consultation.
  'ai-chat': ['/medical-triage', '/ai-healthcare', '/ai-consultation'],
  'patient-dashboard': ['/patient-dashboard', '/medical-records'],
  profile: ['/profile-menu', '/profile/access-log'],
  'edit-profile': ['/edit-profile'],
  // The tracker's own page, and the dashboard's Health Tracker tab (loaded when opened).
  'health-tracker': ['/health-tracker'],
  family: ['/family'],
  // The Health QR dialog's messages load with the dialog (the header's QR button, the dashboard's 'My Health QR').
  'health-qr': [],
  'patient-details': ['/patient-details/:token', '/patient-chart'],
  prescriptions: ['/prescription/:prescriptionId', '/prescription-view/:prescriptionId', '/prescription-download/:prescriptionId', '/prescription-thank-you'],
  verticals: ['/doctor', '/lawyer', '/ca', '/tech'],
  'vertical-medical': ['/doctor'],
  'vertical-legal': ['/lawyer'],
  'vertical-finance': ['/ca'],
  'vertical-tech': ['/tech'],
  // Loaded by the service, specialty and expert pages, none of them budgeted.
  specialties: [],
  services: [],
  'service-topics': [],
  // The chat, the call and phone-call pages, the legal request and documents, About, Settings, Terms, Privacy, Patient Safety: on none of the budgeted routes.
  chat: [],
  calls: [],
  'phone-calls': [],
  // The shared conversation, the ringing dialogs and the phone-call button (components/conversation, calls, phone-call):
  // the chat, the call page, the expert's desk and the consultation modal, none of them budgeted.
  conversation: [],
  ringing: [],
  'phone-call': [],
  'legal-request': [],
  'legal-documents': [],
  about: [],
  settings: [],
  terms: [],
  privacy: [],
  'patient-safety': [],
  // Issue 20 part 2: "Forgot password?" and the new-password page (no budget of their own).
  'auth-recovery': ['/forgot-password', '/reset-password'],
  consult: [],
  contact: [],
  'expert-search': [],
  'expert-page': [],
  // The experts directory and, loaded with the booking view, booking and payment: on none of the budgeted routes.
  'expert-selection': [],
  booking: [],
  // Sign-in & security, the deletion page and the "Confirm it is you" dialog: on none of the budgeted routes.
  'account-security': [],
  'delete-account': [],
  'recent-proof': [],
  // The loading and error cards and the person chooser: on the dashboard and the triage (the chooser).
  shared: ['/patient-dashboard', '/medical-triage'],
  // Expert cards, status badges, ratings, calls: on none of the budgeted routes.
  'consultation-cards': [],
  // The Health Score: the dashboard's overview and the tracker.
  'health-score': ['/patient-dashboard', '/health-tracker'],
  // The expert's registration pages and desk: on none of the budgeted routes.
  'expert-registration': [],
  'expert-desk': [],
  // The admin console (its pages, frame and navigation, components/admin-area.ts): on none of the budgeted routes.
  admin: [],
  // Issue 20: the unknown-path page ('*') and the landing pages' service tiles: on none of the budgeted routes.
  'not-found': [],
  'service-tiles': [],
};

const ROUTE_CHUNK = /-route\.tsx$/;

/**
 * The routes of `routerSource` (apps/web/src/app/router.tsx) as path → source file of the lazy route chunk, as the
 * manifest names sources (relative to apps/web). `{ index: true, lazy: ... }` is '/'.
 * @param {string} routerSource
 * @returns {Map<string, string>}
 */
export function routeSources(routerSource) {
  const routes = new Map();
  const pattern = /\{\s*(?:path:\s*'([^']+)'|index:\s*true)\s*,\s*lazy:\s*\(\)\s*=>\s*import\('([^']+)'\)/g;
  for (const [, path, specifier] of routerSource.matchAll(pattern)) {
    const source = `${specifier.replace(/^@\//, 'src/').replace(/^\.\//, 'src/app/')}.tsx`;
    if (!routes.has(path ?? '/')) routes.set(path ?? '/', source);
  }
  return routes;
}

/**
 * The JavaScript files fetched before `path` is usable, each once, with where each came in.
 * @param {Record<string, { file: string, src?: string, isEntry?: boolean, imports?: string[], dynamicImports?: string[] }>} manifest
 * @param {string} path the route's path, e.g. '/doctor'
 * @param {string} routeSource the route chunk's source, e.g. 'src/features/verticals/doctor-route.tsx'
 * @returns {{ files: Array<{ file: string, via: string }>, deferred: Array<{ file: string, src: string, reason: string }> }}
 */
export function filesBeforeUsable(manifest, path, routeSource) {
  const entryKey = manifest['index.html']?.isEntry ? 'index.html' : Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('the manifest has no entry chunk.');
  const routeKey = Object.keys(manifest).find((key) => manifest[key].src === routeSource);
  if (!routeKey) throw new Error(`no chunk in the manifest comes from ${routeSource}, the route chunk of ${path}.`);

  const counted = new Map(); // manifest key → how it came in
  const deferred = new Map();
  const queue = [];
  const addStatic = (key, via) => {
    if (counted.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest refers to ${key}, which it does not list.`);
    counted.set(key, via);
    queue.push(key);
    for (const imported of chunk.imports ?? []) addStatic(imported, via);
  };
  addStatic(entryKey, 'entry');
  addStatic(routeKey, 'route');
  // Breadth first over import(): each dynamic import is counted unless it is another route or waits for the visitor.
  while (queue.length > 0) {
    const key = queue.shift();
    for (const dynamic of manifest[key].dynamicImports ?? []) {
      if (counted.has(dynamic)) continue;
      const chunk = manifest[dynamic];
      if (!chunk) throw new Error(`the manifest refers to ${dynamic}, which it does not list.`);
      const src = chunk.src ?? dynamic;
      if (ROUTE_CHUNK.test(src)) continue;
      const onlyOn = LOADED_AT_ONCE_ONLY_ON[src];
      const onAction = LOADED_ON_ACTION[src] ?? (chunk.src ? undefined : LOADED_ON_ACTION[chunk.name]);
      if (onAction) deferred.set(dynamic, onAction);
      else if (onlyOn && !onlyOn.includes(path)) deferred.set(dynamic, `loaded at once only on ${onlyOn.join(', ')}`);
      else addStatic(dynamic, `import() of ${src}`);
    }
  }
  const files = [...counted].map(([key, via]) => ({ file: manifest[key].file, via })).filter(({ file }) => file.endsWith('.js'));
  return {
    files,
    deferred: [...deferred]
      .filter(([key]) => !counted.has(key))
      .map(([key, reason]) => ({ file: manifest[key].file, src: manifest[key].src ?? manifest[key].name ?? key, reason })),
  };
}

/**
 * The message files a reader of each language other than English fetches before `path` is usable (MESSAGE_AREA_ROUTES),
 * and those left for other routes or for what the reader opens.
 * @param {Record<string, Record<string, string>>} messageFiles the build's .vite/messages.json: language → area → file
 * @param {string} path
 * @returns {{ files: Array<{ language: string, file: string, via: string }>, deferred: Array<{ file: string, src: string, reason: string }> }}
 */
export function messageFilesBeforeUsable(messageFiles, path) {
  const files = [];
  const deferred = [];
  for (const [language, areas] of Object.entries(messageFiles)) {
    for (const [area, file] of Object.entries(areas)) {
      const routes = MESSAGE_AREA_ROUTES[area];
      if (area === 'common' || !routes || routes.includes(path)) files.push({ language, file, via: `fetch of the ${language} messages of ${area}` });
      else
        deferred.push({
          file,
          src: `${language}/${area}`,
          reason: routes.length ? `the messages of ${routes.join(', ')}` : 'messages loaded with what the visitor opens',
        });
    }
  }
  return { files, deferred };
}

/**
 * Measures each budgeted route and says which are over: its JavaScript, and the messages of the language whose
 * messages weigh most on it (Hindi), so each budget holds for a reader of any language.
 * @param {Record<string, any>} manifest Vite's manifest
 * @param {Map<string, string>} routes path → route source (routeSources)
 * @param {Array<{ path: string, budgetKb: number, targetKb: number }>} budgets
 * @param {(file: string) => number} gzipBytesOf gzip size of a built file
 * @param {string[]} [pageScripts] scripts index.html loads from outside the bundle (public/theme-init.js), on every route
 * @param {Record<string, Record<string, string>>} [messageFiles] the build's .vite/messages.json: language → area → file
 */
export function checkBudgets(manifest, routes, budgets, gzipBytesOf, pageScripts = [], messageFiles = {}) {
  return budgets.map(({ path, budgetKb, targetKb }) => {
    const source = routes.get(path);
    if (!source) throw new Error(`the router has no lazy route for ${path}.`);
    const { files, deferred } = filesBeforeUsable(manifest, path, source);
    const messages = messageFilesBeforeUsable(messageFiles, path);
    const sizedMessages = messages.files.map((entry) => ({ ...entry, gzipBytes: gzipBytesOf(entry.file) }));
    const bytesOf = (language) => sizedMessages.filter((entry) => entry.language === language).reduce((sum, { gzipBytes }) => sum + gzipBytes, 0);
    const heaviest = Object.keys(messageFiles).sort((a, b) => bytesOf(b) - bytesOf(a))[0];
    const sized = [
      ...[...files, ...pageScripts.map((file) => ({ file, via: 'index.html' }))].map((entry) => ({ ...entry, gzipBytes: gzipBytesOf(entry.file) })),
      ...sizedMessages.filter(({ language }) => language === heaviest).map(({ file, via, gzipBytes }) => ({ file, via, gzipBytes })),
    ].sort((a, b) => b.gzipBytes - a.gzipBytes);
    const totalBytes = sized.reduce((sum, { gzipBytes }) => sum + gzipBytes, 0);
    const deferredMessages = messages.deferred.filter(({ src }) => src.startsWith(`${heaviest}/`));
    return {
      path,
      source,
      budgetKb,
      targetKb,
      totalBytes,
      totalKb: kb(totalBytes),
      withinBudget: totalBytes <= budgetKb * 1000,
      files: sized,
      deferred: [...deferred, ...deferredMessages],
    };
  });
}

/**
 * Why the build fails, or null when every route is within its budget.
 * @param {Array<{ path: string, totalKb: number, budgetKb: number, withinBudget: boolean }>} results checkBudgets' answer
 */
export function overBudgetMessage(results) {
  const over = results.filter((result) => !result.withinBudget);
  if (over.length === 0) return null;
  const routes = over.map(
    (result) => `${result.path} fetches ${result.totalKb} KB gzip of JavaScript and messages before it is usable; its budget is ${result.budgetKb} KB`,
  );
  return `${routes.join('; ')}. The files are listed above. Load what waits for the visitor with import(), or leave it out.`;
}

/**
 * The classic scripts index.html loads from outside the bundle, e.g. '/theme-init.js' → 'theme-init.js'.
 * @param {string} html the built index.html
 */
export function pageScriptsOf(html) {
  return [...html.matchAll(/<script\b[^>]*\bsrc="\/([^"]+\.js)"/g)].map(([, file]) => file).filter((file) => !file.startsWith('assets/'));
}

/** KB = 1000 bytes, one decimal, as Vite prints sizes. */
export const kb = (bytes) => Math.round(bytes / 100) / 10;
