import { ExpertDeskPage } from './components/expert-desk-page';

export function Component() {
  return <ExpertDeskPage />;
}
