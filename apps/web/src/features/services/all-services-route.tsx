import { ServicePicker } from './components/service-picker';

export function Component() {
  return <ServicePicker />;
}
