import { PatientChatPage } from './components/patient-chat-page';

export function Component() {
  return <PatientChatPage />;
}
