import { ApproveExpertsPage } from './components/approve-experts-page';

export function Component() {
  return <ApproveExpertsPage />;
}
