import { SPECIALTIES_AREA, WithArea } from '@/lib/specialty-names';
import { ServicePicker } from './components/service-picker';
import { SERVICE_TOPICS_AREA } from './services-area';

export function Component() {
  return (
    <WithArea area={SPECIALTIES_AREA}>
      <WithArea area={SERVICE_TOPICS_AREA}>
        <ServicePicker />
      </WithArea>
    </WithArea>
  );
}
