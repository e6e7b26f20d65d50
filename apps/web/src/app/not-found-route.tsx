import { NotFoundScreen } from './error-screens';

export function Component() {
  return <NotFoundScreen />;
}
