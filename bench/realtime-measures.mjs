// What the two realtime benches (realtime.mjs, realtime-scale.mjs) measure the same way.
import { readFileSync } from 'node:fs';

/** The p-th percentile of `values`, to 0.1; null when there are none. */
export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] * 10) / 10 : null;
};

/** A process's resident memory in bytes (Linux). */
export const rssOf = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Delivery latency from an HTTP send to the other member's socket: note each message's text and send time in `sentAt`;
 * `onMessage` (a socket's handler, with the time it arrived) records how long it took into `latencies`.
 */
export function deliveryRecorder() {
  const sentAt = new Map();
  const latencies = [];
  const onMessage = (message, at) => {
    const started = sentAt.get(message.text);
    if (started === undefined) return;
    sentAt.delete(message.text);
    latencies.push(at - started);
  };
  return { sentAt, latencies, onMessage };
}
