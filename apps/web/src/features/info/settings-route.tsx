import { SettingsPage } from './components/settings-page';

export function Component() {
  return <SettingsPage />;
}
