import { TestCallPage } from './components/test-call-page';

export function Component() {
  return <TestCallPage />;
}
