import { useEffect, useRef } from 'react';

interface OtpCredential extends Credential {
  code: string;
}

/**
 * Android's Chrome reads the code from our SMS (its last line is "@host #code", decision 101) once the person
 * allows it. Elsewhere this does nothing and the field's autocomplete="one-time-code" offers the code instead.
 */
export function useWebOtp(active: boolean, onCode: (code: string) => void) {
  const latest = useRef(onCode);
  useEffect(() => {
    latest.current = onCode;
  });
  useEffect(() => {
    if (!active || !('OTPCredential' in window)) return;
    const abort = new AbortController();
    navigator.credentials
      .get({ otp: { transport: ['sms'] }, signal: abort.signal } as CredentialRequestOptions)
      .then((credential) => {
        const code = (credential as OtpCredential | null)?.code;
        if (code) latest.current(code);
      })
      .catch(() => undefined);
    return () => abort.abort();
  }, [active]);
}
