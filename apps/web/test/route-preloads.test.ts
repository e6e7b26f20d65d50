import { describe, expect, it } from 'vitest';
import { routePreloadList } from '../pwa/route-preload-plugin';

// Issue 17 part 3: a page's JavaScript comes in one round after its HTML, named as modulepreload links. The home page
// also opens the intro at once on a first visit, so the intro and what it imports come in that round too.

const manifest = {
  'index.html': { file: 'assets/index-1.js', src: 'index.html', isEntry: true, imports: ['_react-1.js'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_expert-kinds-1.js': { file: 'assets/expert-kinds-1.js' },
  'src/features/home/home-route.tsx': { file: 'assets/home-route-1.js', src: 'src/features/home/home-route.tsx', imports: ['index.html'] },
  'src/features/first-run/first-run-intro.tsx': {
    file: 'assets/first-run-intro-1.js',
    src: 'src/features/first-run/first-run-intro.tsx',
    imports: ['index.html', '_expert-kinds-1.js'],
  },
  'src/features/verticals/doctor-route.tsx': { file: 'assets/doctor-route-1.js', src: 'src/features/verticals/doctor-route.tsx', imports: ['index.html'] },
};

const routes = [
  ['/', 'src/features/home/home-route.tsx'],
  ['/doctor', 'src/features/verticals/doctor-route.tsx'],
  ['/experts/:id', 'src/features/verticals/doctor-route.tsx'],
] as const;

describe('route preloads', () => {
  it('name the entry’s imports and the route chunk, each once, never the entry itself', () => {
    expect(routePreloadList(manifest, routes)['/doctor']).toEqual(['assets/react-1.js', 'assets/doctor-route-1.js']);
  });

  it('add what the home page opens at once on a first visit: the intro and its imports', () => {
    expect(routePreloadList(manifest, routes)['/']).toEqual([
      'assets/react-1.js',
      'assets/home-route-1.js',
      'assets/first-run-intro-1.js',
      'assets/expert-kinds-1.js',
    ]);
  });

  it('leave out paths with parameters, which have no page of their own to preload for', () => {
    expect(Object.keys(routePreloadList(manifest, routes))).toEqual(['/', '/doctor']);
  });
});
