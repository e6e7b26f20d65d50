import { Worker } from 'node:worker_threads';
import type { ScryptOptions } from 'node:crypto';

/**
 * Password hashing on threads of our own, below the event loop's priority (docs/decisions/052). scrypt at N=2^17
 * is half a second of a core; on libuv's pool it runs at the process's priority, so on a 2-core machine a sign-in
 * storm competes with every other request for the CPU. Each thread here lowers its own nice value first (on Linux
 * a thread's nice value is its own), so the scheduler runs request handling first and hashes with what is left.
 * Under a storm, sign-ins wait longer; everything else does not.
 */
export interface HashThreads {
  derive(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer>;
  close(): Promise<void>;
}

// A string, so the bundle needs no second entry file. Errors travel back as their message.
const THREAD_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
const { setPriority } = require('node:os');
try { setPriority(workerData.nice); } catch {}
parentPort.on('message', ({ id, password, salt, keyLength, options }) => {
  try {
    const key = scryptSync(password, Buffer.from(salt), keyLength, options);
    parentPort.postMessage({ id, key });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message || error) });
  }
});
`;

interface Pending {
  slot: Slot;
  resolve(key: Buffer): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  busy: boolean;
}

/**
 * `size` threads, started on first use and kept; a derivation goes to a free one. Callers cap concurrency to `size`
 * (the hasher's semaphore), so a free thread always exists when a derivation starts. `nice` 0 keeps the process's
 * priority; 1 to 19 lower it.
 */
export function createHashThreads(size: number, nice: number): HashThreads {
  const slots: Slot[] = [];
  const pending = new Map<number, Pending>();
  let nextId = 0;

  const start = (): Slot => {
    const worker = new Worker(THREAD_SOURCE, { eval: true, workerData: { nice } });
    // An idle thread must not keep the process alive.
    worker.unref();
    const slot: Slot = { worker, busy: false };
    worker.on('message', ({ id, key, error }: { id: number; key?: Uint8Array; error?: string }) => {
      slot.busy = false;
      worker.unref();
      const waiter = pending.get(id);
      pending.delete(id);
      if (!waiter) return;
      if (key) waiter.resolve(Buffer.from(key));
      else waiter.reject(new Error(error ?? 'scrypt failed'));
    });
    worker.on('error', (error) => {
      // A thread that died takes its derivation with it; the next one starts a new thread.
      slots.splice(slots.indexOf(slot), 1);
      for (const [id, waiter] of pending) {
        if (waiter.slot !== slot) continue;
        pending.delete(id);
        waiter.reject(error);
      }
    });
    slots.push(slot);
    return slot;
  };

  return {
    derive(password, salt, keyLength, options) {
      const slot = slots.find((candidate) => !candidate.busy) ?? (slots.length < size ? start() : undefined);
      if (!slot) return Promise.reject(new Error('no free hashing thread: derive more at once than the threads'));
      slot.busy = true;
      // Busy threads keep the process alive until they answer.
      slot.worker.ref();
      const id = nextId++;
      return new Promise<Buffer>((resolve, reject) => {
        pending.set(id, { slot, resolve, reject });
        slot.worker.postMessage({ id, password, salt, keyLength, options });
      });
    },
    async close() {
      await Promise.all(slots.splice(0).map((slot) => slot.worker.terminate()));
    },
  };
}
