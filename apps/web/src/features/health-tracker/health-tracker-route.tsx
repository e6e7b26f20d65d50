import { HealthTrackerPage } from './components/health-tracker-page';

export function Component() {
  return <HealthTrackerPage />;
}
