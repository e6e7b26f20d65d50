import { FamilyPage } from './components/family-page';

export function Component() {
  return <FamilyPage />;
}
