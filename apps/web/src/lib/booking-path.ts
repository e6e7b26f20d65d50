/** Issue 19 part 2: where booking an expert happens (the directory's route); with an appointment, moving it. */
export function bookingPath(expertId: string, appointmentId?: string): string {
  const search = new URLSearchParams({ book: expertId });
  if (appointmentId) search.set('appointment', appointmentId);
  return `/expert-selection?${search.toString()}`;
}
