/** A URL query from plain values, in their order (no URLSearchParams: this package runs without DOM types). */
export function queryString(values: Record<string, string>): string {
  return Object.entries(values)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
}
