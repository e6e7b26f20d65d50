import { RecordsPage } from './components/records-page';

export function Component() {
  return <RecordsPage />;
}
