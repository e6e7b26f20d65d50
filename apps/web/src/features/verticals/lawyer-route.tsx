import { LEGAL_CONTENT } from './content/legal';
import { VerticalHome } from './components/vertical-home';

export function Component() {
  return <VerticalHome content={LEGAL_CONTENT} />;
}
