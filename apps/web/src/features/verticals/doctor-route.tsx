import { MEDICAL_CONTENT } from './content/medical';
import { VerticalHome } from './components/vertical-home';

export function Component() {
  return <VerticalHome content={MEDICAL_CONTENT} />;
}
