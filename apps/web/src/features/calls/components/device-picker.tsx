import type { CallMode } from '@sahay/domain/call-life';
import { useId } from 'react';
import { NativeSelect } from '@/components/ui/native-select';
import { speakerChoiceSupported, type ChosenDevices } from '../media-devices';
import { useDevices } from '../use-devices';
import { useT } from '@/i18n/i18n';
import { CALLS_AREA } from '../calls-area';

interface DevicePickerProps {
  mode: CallMode;
  chosen: ChosenDevices;
  /** The device in use now (the track's own setting), when none was chosen yet. */
  current: { audioinput?: string; videoinput?: string };
  onChoose: (kind: keyof ChosenDevices, deviceId: string) => void;
}

function DeviceSelect({ label, devices, value, onChange }: { label: string; devices: MediaDeviceInfo[]; value: string; onChange: (id: string) => void }) {
  const id = useId();
  const { t } = useT(CALLS_AREA);
  return (
    <div className="flex flex-col gap-1 text-left">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {devices.map((device, index) => (
          <option key={device.deviceId} value={device.deviceId}>
            {device.label || t('calls.deviceNumber', { kind: label, number: index + 1 })}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/** Camera, microphone and (where the browser lets a page choose it) speaker: in the pre-call check and during the call. */
export function DevicePicker({ mode, chosen, current, onChoose }: DevicePickerProps) {
  const devices = useDevices(true);
  const { t } = useT(CALLS_AREA);
  const cameras = mode === 'video' && devices.videoinput.length > 1;
  const microphones = devices.audioinput.length > 1;
  const speakers = speakerChoiceSupported() && devices.audiooutput.length > 1;
  if (!cameras && !microphones && !speakers) {
    return <p className="text-sm text-muted-foreground">{t('calls.oneDevice', { mode })}</p>;
  }
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {cameras && (
        <DeviceSelect
          label={t('calls.camera')}
          devices={devices.videoinput}
          value={chosen.videoinput ?? current.videoinput ?? ''}
          onChange={(id) => onChoose('videoinput', id)}
        />
      )}
      {microphones && (
        <DeviceSelect
          label={t('calls.microphone')}
          devices={devices.audioinput}
          value={chosen.audioinput ?? current.audioinput ?? ''}
          onChange={(id) => onChoose('audioinput', id)}
        />
      )}
      {speakers && (
        <DeviceSelect
          label={t('calls.speaker')}
          devices={devices.audiooutput}
          value={chosen.audiooutput ?? 'default'}
          onChange={(id) => onChoose('audiooutput', id)}
        />
      )}
    </div>
  );
}
