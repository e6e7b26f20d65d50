// The JavaScript a visitor fetches before a route is usable, and the longest chain of requests that leads there,
// measured in Debian's Chromium with Playwright (issue 17 part 7 b and c). Used by browser.mjs.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--headless=new',
];
const DEMO = { email: 'patient@sahay.demo', password: 'sahay-demo-2026' };
// The network counts as idle once nothing has been in flight for this long (Playwright's networkidle uses 500 ms).
const IDLE_MS = 500;

/** The five routes of issue 17's JavaScript target, each with what shows that it is usable. */
export const SCRIPT_ROUTES = [
  { path: '/', ready: (page) => page.getByRole('heading', { level: 1, name: 'Connect with Experts' }) },
  { path: '/patient-registration', ready: (page) => page.getByRole('form', { name: 'Login' }).getByRole('button', { name: 'Login' }) },
  { path: '/doctor', ready: (page) => page.getByRole('heading', { level: 1 }) },
  { path: '/medical-triage', ready: (page) => page.getByRole('heading', { level: 1, name: 'AI Health Assistant' }) },
  { path: '/patient-dashboard', signedIn: true, ready: (page) => page.getByRole('heading', { level: 1, name: /^Welcome back/ }) },
];

/** Resolves once no request of the page has been in flight for IDLE_MS. */
function networkIdle(inFlight) {
  return new Promise((resolve) => {
    let quietSince = Date.now();
    const timer = setInterval(() => {
      if (inFlight.size > 0) quietSince = Date.now();
      else if (Date.now() - quietSince >= IDLE_MS) {
        clearInterval(timer);
        resolve();
      }
    }, 50);
  });
}

/** The request's depth in the chain that led to it: the document is 1, what it asks for 2, and so on. */
function chainOf(requests, id) {
  const chain = [];
  for (let request = requests.get(id); request && chain.length < 50; request = requests.get(request.parentId)) chain.unshift(request.url);
  return chain;
}

/** Loads `path` once in a fresh browser context (empty cache, no service worker) and records what it fetched. */
async function measureRoute(browser, base, route) {
  // A first visit: empty cache and no service worker yet (its precaching would run on its own, not for this page).
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 390, height: 844 }, isMobile: true });
  try {
    if (route.signedIn) {
      const signedIn = await context.request.post(`${base}/api/auth/sign-in`, { data: DEMO, headers: { origin: base } });
      if (!signedIn.ok()) throw new Error(`demo sign-in failed: ${signedIn.status()}`);
    }
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const requests = new Map(); // CDP request id → { url, type, parentId }
    const idByUrl = new Map();
    const inFlight = new Set();
    cdp.on('Network.requestWillBeSent', ({ requestId, request, type, initiator }) => {
      const from = initiator.url ?? initiator.stack?.callFrames?.[0]?.url ?? initiator.stack?.parent?.callFrames?.[0]?.url;
      requests.set(requestId, { url: request.url, type, parentId: from ? idByUrl.get(from) : undefined });
      if (!idByUrl.has(request.url)) idByUrl.set(request.url, requestId);
      inFlight.add(requestId);
    });
    cdp.on('Network.loadingFinished', ({ requestId }) => inFlight.delete(requestId));
    cdp.on('Network.loadingFailed', ({ requestId }) => inFlight.delete(requestId));
    // Each script's body (to gzip) and its size on the wire without headers, as the server compressed it.
    const bodies = new Map();
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = response.body().catch(() => Buffer.alloc(0));
      const sent = response
        .request()
        .sizes()
        .then((sizes) => sizes.responseBodySize);
      bodies.set(response.url(), Promise.all([body, sent]));
    });

    const started = Date.now();
    await page.goto(`${base}${route.path}`);
    await route.ready(page).waitFor({ state: 'visible', timeout: 60_000 });
    await networkIdle(inFlight);
    const usableMs = Date.now() - started - IDLE_MS;

    const scripts = [];
    for (const request of requests.values()) {
      if (request.type !== 'Script') continue;
      const fetched = await bodies.get(request.url);
      if (!fetched) continue;
      const [body, transferBytes] = fetched;
      scripts.push({ url: new URL(request.url).pathname, bytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length, transferBytes });
    }
    scripts.sort((a, b) => b.gzipBytes - a.gzipBytes);
    const chains = [...requests.keys()].map((id) => chainOf(requests, id));
    const longest = chains.reduce((a, b) => (b.length > a.length ? b : a), []);
    const scriptChains = [...requests.entries()].filter(([, r]) => r.type === 'Script').map(([id]) => chainOf(requests, id).length);
    return {
      path: route.path,
      signedIn: Boolean(route.signedIn),
      scriptCount: scripts.length,
      gzipKb: kb(scripts.reduce((sum, s) => sum + s.gzipBytes, 0)),
      transferKb: kb(scripts.reduce((sum, s) => sum + s.transferBytes, 0)),
      rawKb: kb(scripts.reduce((sum, s) => sum + s.bytes, 0)),
      requestCount: requests.size,
      chainDepth: longest.length,
      scriptChainDepth: Math.max(0, ...scriptChains),
      longestChain: longest.map((url) => new URL(url).pathname),
      usableMs,
      scripts,
    };
  } finally {
    await context.close();
  }
}

const kb = (bytes) => Math.round(bytes / 100) / 10; // KB = 1000 bytes, one decimal, as Vite prints sizes

/** Each route `runs` times; the figures are the medians (the JavaScript is the same every time, the timing is not). */
export async function measureScripts(base, runs) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS.filter((flag) => flag !== '--headless=new') });
  try {
    const results = [];
    for (const route of SCRIPT_ROUTES) {
      const samples = [];
      for (let i = 0; i < runs; i++) samples.push(await measureRoute(browser, base, route));
      const byGzip = [...samples].sort((a, b) => a.gzipKb - b.gzipKb);
      const middle = byGzip[Math.floor(byGzip.length / 2)];
      const result = { ...middle, usableMs: median(samples.map((s) => s.usableMs)), runs };
      results.push(result);
      console.log(
        `  ${route.path.padEnd(22)} ${String(result.gzipKb).padStart(6)} KB gzip-9  ${String(result.transferKb).padStart(6)} KB sent  ${String(result.scriptCount).padStart(3)} scripts  chain ${result.chainDepth} (scripts ${result.scriptChainDepth})  usable ${result.usableMs} ms`,
      );
    }
    return results;
  } finally {
    await browser.close();
  }
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
