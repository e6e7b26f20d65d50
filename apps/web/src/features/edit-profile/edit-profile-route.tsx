import { EditProfilePage } from './components/edit-profile-page';

export function Component() {
  return <EditProfilePage />;
}
