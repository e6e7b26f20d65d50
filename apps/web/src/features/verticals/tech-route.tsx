import { TECH_CONTENT } from './content/tech';
import { VerticalHome } from './components/vertical-home';

export function Component() {
  return <VerticalHome content={TECH_CONTENT} />;
}
