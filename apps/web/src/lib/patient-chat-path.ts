/** Spec 001 §2.11: the patient's chat with one expert, /patient-chat?expertId=&expertName=. */
export function patientChatPath(expert: { id: string; name: string }): string {
  return `/patient-chat?${new URLSearchParams({ expertId: expert.id, expertName: expert.name }).toString()}`;
}
