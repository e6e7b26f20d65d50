import { ExpertSelectionPage } from './components/expert-selection-page';

export function Component() {
  return <ExpertSelectionPage />;
}
