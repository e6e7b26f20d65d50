import { ExpertsListPage } from './components/experts-list-page';

export function Component() {
  return <ExpertsListPage />;
}
