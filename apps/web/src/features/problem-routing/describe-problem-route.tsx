import { DescribeProblemPage } from './components/describe-problem-page';

export function Component() {
  return <DescribeProblemPage />;
}
