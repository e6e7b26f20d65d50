import { useEffect, useState } from 'react';

export interface DeviceLists {
  audioinput: MediaDeviceInfo[];
  videoinput: MediaDeviceInfo[];
  audiooutput: MediaDeviceInfo[];
}

const EMPTY: DeviceLists = { audioinput: [], videoinput: [], audiooutput: [] };

/**
 * The cameras, microphones and speakers, read again when one is plugged in or removed. Browsers only name devices
 * once the page may use them, so the lists are read when `ready` (media opened).
 */
export function useDevices(ready: boolean): DeviceLists {
  const [devices, setDevices] = useState<DeviceLists>(EMPTY);
  useEffect(() => {
    const media = navigator.mediaDevices;
    if (!ready || !media?.enumerateDevices) return;
    let live = true;
    const read = () =>
      void media
        .enumerateDevices()
        .then((all) => {
          if (!live) return;
          // 'default' and 'communications' are aliases Chrome adds for one of the real devices.
          const of = (kind: MediaDeviceKind) => all.filter((d) => d.kind === kind && d.deviceId !== '' && d.deviceId !== 'communications');
          setDevices({ audioinput: of('audioinput'), videoinput: of('videoinput'), audiooutput: of('audiooutput') });
        })
        .catch(() => undefined);
    read();
    media.addEventListener?.('devicechange', read);
    return () => {
      live = false;
      media.removeEventListener?.('devicechange', read);
    };
  }, [ready]);
  return devices;
}
