import { JoinMeetingPage } from './components/join-meeting-page';

export function Component() {
  return <JoinMeetingPage />;
}
