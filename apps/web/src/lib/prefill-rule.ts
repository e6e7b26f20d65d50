/**
 * Issue 21 part 3: the one rule by which Sahay fills in what it knows about a person (lib/person-prefill.ts for the
 * request forms, the chat composer for the triage's answers):
 *
 *   a field follows the chosen person while it is empty or still holds what Sahay filled in; once the person writes
 *   something else there, it is theirs and stays, whoever is chosen next.
 *
 * `current` is what the field holds, `filled` what Sahay last put there (undefined if nothing). Kept apart from the
 * hook so the chat composer takes the rule without the queries.
 */
export function followsPerson(current: string, filled: string | undefined): boolean {
  return current === '' || current === filled;
}
