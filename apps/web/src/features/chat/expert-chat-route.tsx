import { ExpertChatPage } from './components/expert-chat-page';

export function Component() {
  return <ExpertChatPage />;
}
