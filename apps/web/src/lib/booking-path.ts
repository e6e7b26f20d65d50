/**
 * Issue 19 part 2: where booking an expert happens (the directory's route); with an appointment, moving it; with a
 * slot (a start time chosen on the expert's page), that time is chosen already.
 */
export function bookingPath(expertId: string, appointmentId?: string, slot?: string): string {
  const search = new URLSearchParams({ book: expertId });
  if (appointmentId) search.set('appointment', appointmentId);
  if (slot) search.set('slot', slot);
  return `/expert-selection?${search.toString()}`;
}
