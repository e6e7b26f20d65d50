import { HomePage } from './components/home-page';

export function Component() {
  return <HomePage />;
}
