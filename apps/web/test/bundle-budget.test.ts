import { describe, expect, it } from 'vitest';
import {
  checkBudgets,
  filesBeforeUsable,
  messageFilesBeforeUsable,
  overBudgetMessage,
  pageScriptsOf,
  routeSources,
  type Manifest,
} from '../../../scripts/bundle-budget.mjs';

// A small build: the entry, two routes, a shared chunk, and import()s of each kind the check tells apart.
const MANIFEST: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: [
      'src/features/home/home-route.tsx',
      'src/features/doctor/doctor-route.tsx',
      '_toaster.js',
      'src/features/first-run/first-run-intro.tsx',
      'src/features/consult/consult-modal-host.tsx',
    ],
  },
  '_react.js': { file: 'assets/react.js' },
  '_toaster.js': { file: 'assets/toaster.js', name: 'toaster', imports: ['_react.js'] },
  'src/features/home/home-route.tsx': { file: 'assets/home-route.js', src: 'src/features/home/home-route.tsx', imports: ['index.html', '_card.js'] },
  'src/features/doctor/doctor-route.tsx': {
    file: 'assets/doctor-route.js',
    src: 'src/features/doctor/doctor-route.tsx',
    imports: ['index.html', '_card.js'],
    dynamicImports: ['_health-tracker.js', '_schemas.js'],
  },
  '_card.js': { file: 'assets/card.js', imports: ['_react.js'] },
  '_schemas.js': { file: 'assets/schemas.js', imports: ['_zod.js'] },
  '_zod.js': { file: 'assets/zod.js' },
  '_health-tracker.js': { file: 'assets/health-tracker.js', name: 'health-tracker', imports: ['_chart.js'] },
  '_chart.js': { file: 'assets/chart.js' },
  'src/features/first-run/first-run-intro.tsx': { file: 'assets/first-run-intro.js', src: 'src/features/first-run/first-run-intro.tsx' },
  'src/features/consult/consult-modal-host.tsx': { file: 'assets/consult-modal-host.js', src: 'src/features/consult/consult-modal-host.tsx' },
  'src/index.css': { file: 'assets/index.css', src: 'src/index.css' },
};

const ROUTER = `
  children: [
      { index: true, lazy: () => import('@/features/home/home-route') },
      { path: '/doctor', lazy: () => import('@/features/doctor/doctor-route') },
      { path: '/patient-dashboard', lazy: () => import('./patient-dashboard-route') },
  ]`;

// Every file is 10 KB gzip, the entry 40 KB.
const sizeOf = (file: string) => (file === 'assets/index.js' ? 40_000 : 10_000);

describe('the bundle budget check (issue 17 part 4)', () => {
  it('reads the routes and their chunks from the router', () => {
    expect([...routeSources(ROUTER)]).toEqual([
      ['/', 'src/features/home/home-route.tsx'],
      ['/doctor', 'src/features/doctor/doctor-route.tsx'],
      ['/patient-dashboard', 'src/app/patient-dashboard-route.tsx'],
    ]);
  });

  it('counts the entry, the route and what they load at once with import(), but not other routes or what waits for the visitor', () => {
    const { files, deferred } = filesBeforeUsable(MANIFEST, '/doctor', 'src/features/doctor/doctor-route.tsx');
    expect(files.map(({ file }) => file).sort()).toEqual(
      ['assets/card.js', 'assets/doctor-route.js', 'assets/index.js', 'assets/react.js', 'assets/schemas.js', 'assets/toaster.js', 'assets/zod.js'].sort(),
    );
    expect(files.find(({ file }) => file === 'assets/zod.js')?.via).toBe('import() of _schemas.js');
    expect(deferred.map(({ file }) => file).sort()).toEqual(['assets/consult-modal-host.js', 'assets/first-run-intro.js', 'assets/health-tracker.js']);
    expect(deferred.find(({ file }) => file === 'assets/first-run-intro.js')?.reason).toBe('loaded at once only on /');
  });

  it('counts the first-visit intro on the home page only', () => {
    const { files } = filesBeforeUsable(MANIFEST, '/', 'src/features/home/home-route.tsx');
    expect(files.map(({ file }) => file)).toContain('assets/first-run-intro.js');
    expect(files.map(({ file }) => file)).not.toContain('assets/doctor-route.js');
  });

  it('fails a route over its budget with a message that names it, its size and its budget', () => {
    const routes = routeSources(ROUTER);
    const results = checkBudgets(
      MANIFEST,
      routes,
      [
        { path: '/', budgetKb: 100, targetKb: 100 },
        { path: '/doctor', budgetKb: 100, targetKb: 100 },
      ],
      sizeOf,
      pageScriptsOf('<head><script src="/theme-init.js"></script><script type="module" crossorigin src="/assets/index.js"></script></head>'),
    );
    // '/': entry 40 + react, toaster, home-route, card, intro and theme-init.js at 10 each = 100 KB, exactly the budget.
    expect(results[0]).toMatchObject({ path: '/', totalKb: 100, withinBudget: true });
    // '/doctor': entry 40 + react, toaster, doctor-route, card, schemas, zod and theme-init.js = 110 KB.
    expect(results[1]).toMatchObject({ path: '/doctor', totalKb: 110, withinBudget: false });
    expect(overBudgetMessage(results)).toMatch(/^\/doctor fetches 110 KB gzip of JavaScript and messages before it is usable; its budget is 100 KB\./);
    expect(overBudgetMessage(results.slice(0, 1))).toBeNull();
  });

  it('names a route it cannot find rather than passing it', () => {
    expect(() => checkBudgets(MANIFEST, routeSources(ROUTER), [{ path: '/medical-triage', budgetKb: 100, targetKb: 100 }], sizeOf)).toThrow(
      'the router has no lazy route for /medical-triage.',
    );
    expect(() => checkBudgets(MANIFEST, routeSources(ROUTER), [{ path: '/patient-dashboard', budgetKb: 100, targetKb: 100 }], sizeOf)).toThrow(
      'no chunk in the manifest comes from src/app/patient-dashboard-route.tsx',
    );
  });

  // Issue 17 / docs/decisions/106: a Hindi reader's message files, one JSON per area (the build's .vite/messages.json).
  const MESSAGES = {
    hi: {
      common: 'assets/messages/h/hi/common.json',
      home: 'assets/messages/h/hi/home.json',
      verticals: 'assets/messages/h/hi/verticals.json',
      'brand-new-area': 'assets/messages/h/hi/brand-new-area.json',
    },
    xx: { common: 'assets/messages/h/xx/common.json', home: 'assets/messages/h/xx/home.json' },
  };

  it("counts the shell's messages everywhere, a page's on its routes, and an area it does not know everywhere", () => {
    const { files, deferred } = messageFilesBeforeUsable(MESSAGES, '/doctor');
    expect(files.filter(({ language }) => language === 'hi').map(({ file }) => file)).toEqual([
      'assets/messages/h/hi/common.json',
      'assets/messages/h/hi/verticals.json',
      'assets/messages/h/hi/brand-new-area.json',
    ]);
    expect(deferred).toContainEqual({ file: 'assets/messages/h/hi/home.json', src: 'hi/home', reason: 'the messages of /' });
  });

  it("adds to a route's JavaScript the messages of the language that weighs most on it, not every language's", () => {
    // Each message file 1 KB, but Hindi's home messages 3 KB: '/' counts Hindi's common, home and new area (5 KB).
    const size = (file: string) => (file.includes('/messages/') ? (file.endsWith('hi/home.json') ? 3_000 : 1_000) : sizeOf(file));
    const [home] = checkBudgets(MANIFEST, routeSources(ROUTER), [{ path: '/', budgetKb: 104, targetKb: 100 }], size, ['theme-init.js'], MESSAGES);
    expect(home).toMatchObject({ totalKb: 105, withinBudget: false });
    expect(home?.files.filter(({ file }) => file.includes('/messages/')).map(({ file }) => file)).toEqual([
      'assets/messages/h/hi/home.json',
      'assets/messages/h/hi/common.json',
      'assets/messages/h/hi/brand-new-area.json',
    ]);
    expect(home?.files.find(({ file }) => file.endsWith('hi/home.json'))?.via).toBe('fetch of the hi messages of home');
  });
});
