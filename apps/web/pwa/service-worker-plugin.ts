import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const SOURCE = new URL('./service-worker.js', import.meta.url);

/**
 * Emits /sw.js at build time with the list of files that make up the app shell (the entry, its CSS and the
 * static chunks it imports, plus the icons), versioned by their names so each deploy replaces the old cache.
 */
export function serviceWorker(): Plugin {
  return {
    name: 'sahay-service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      // The entry chunk and everything it imports statically; route chunks are cached when first opened.
      const shellChunks = new Set<string>();
      const visit = (fileName: string) => {
        const chunk = bundle[fileName];
        if (!chunk || chunk.type !== 'chunk' || shellChunks.has(fileName)) return;
        shellChunks.add(fileName);
        chunk.imports.forEach(visit);
      };
      Object.values(bundle).forEach((file) => file.type === 'chunk' && file.isEntry && visit(file.fileName));
      const styles = Object.values(bundle).filter((file) => file.type === 'asset' && file.fileName.endsWith('.css'));
      const shell = [...shellChunks, ...styles.map((file) => file.fileName)].map((fileName) => `/${fileName}`).sort();
      const precache = [...shell, '/theme-init.js', '/manifest.webmanifest', '/favicon.svg', '/icon-192.png'];
      const version = createHash('sha256').update(precache.join('\n')).digest('hex').slice(0, 12);
      const source = readFileSync(SOURCE, 'utf8').replace('__SAHAY_VERSION__', version).replace('__SAHAY_PRECACHE__', JSON.stringify(precache));
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
}
