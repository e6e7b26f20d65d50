import { ProfileMenuPage } from './components/profile-menu-page';

export function Component() {
  return <ProfileMenuPage />;
}
