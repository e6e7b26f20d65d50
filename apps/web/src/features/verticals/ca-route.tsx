import { FINANCE_CONTENT } from './content/finance';
import { VerticalHome } from './components/vertical-home';

export function Component() {
  return <VerticalHome content={FINANCE_CONTENT} />;
}
