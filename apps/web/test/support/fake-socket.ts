import type { ServerEvent } from '@sahay/domain/chat';

/** Stands in for the browser's WebSocket: it opens at once, says ready, and the test pushes server events through it. */
export class FakeSocket {
  static last: FakeSocket | undefined;
  readyState = 0;
  sent: unknown[] = [];
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  constructor() {
    FakeSocket.last = this;
    queueMicrotask(() => {
      this.readyState = 1;
      this.onopen?.({});
      this.push({ type: 'ready' });
    });
  }
  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }
  close(): void {
    this.readyState = 3;
  }
  push(event: ServerEvent): void {
    this.onmessage?.({ data: JSON.stringify(event) });
  }
}
