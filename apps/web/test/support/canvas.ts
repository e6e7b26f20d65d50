import { vi } from 'vitest';

/**
 * jsdom draws nothing: it has no 2D canvas context, no Path2D and no matchMedia, which a canvas chart (uPlot) needs.
 * This gives it stand-ins that accept every call and record the drawing operations, so a test can see that a chart
 * was drawn. Browser APIs only: the chart library and our code run for real.
 */
export function fakeCanvas(): string[] {
  const operations: string[] = [];
  const anyCall = (record: boolean, fields: Record<PropertyKey, unknown> = {}) =>
    new Proxy(fields, {
      get(target, property) {
        if (property in target) return target[property];
        if (property === 'measureText') return (text: string) => ({ width: String(text).length * 7 });
        return (..._args: unknown[]) => {
          if (record) operations.push(String(property));
        };
      },
      set(target, property, value) {
        target[property] = value;
        return true;
      },
    });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => anyCall(true) as never);
  vi.stubGlobal(
    'Path2D',
    class {
      constructor() {
        return anyCall(false);
      }
    },
  );
  vi.stubGlobal('matchMedia', (media: string) => ({ matches: false, media, addEventListener: () => undefined, removeEventListener: () => undefined }));
  return operations;
}
