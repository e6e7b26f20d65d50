import { AccessLogPage } from './components/access-log-page';

export function Component() {
  return <AccessLogPage />;
}
