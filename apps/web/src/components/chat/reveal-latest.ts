/**
 * Scrolls a conversation log to its newest message: to the end when the message fits, otherwise to the message's
 * start. A long answer (an emergency answer with first aid) is read from its first line, the emergency number,
 * not from its closing offer.
 */
export function revealLatest(log: HTMLElement | null): void {
  if (!log) return;
  const bottom = log.scrollHeight - log.clientHeight;
  const latest = log.querySelector<HTMLElement>('ol > li:last-of-type');
  if (!latest) {
    log.scrollTop = bottom;
    return;
  }
  const start = latest.getBoundingClientRect().top - log.getBoundingClientRect().top + log.scrollTop - 12;
  log.scrollTop = Math.max(0, Math.min(bottom, start));
}
