/** Issue 19 part 0: an expert's own page (spec 001 §2.1 /doctor-consultation/{expertId}), for every field. */
export function expertPagePath(expertId: string): string {
  return `/doctor-consultation/${encodeURIComponent(expertId)}`;
}
