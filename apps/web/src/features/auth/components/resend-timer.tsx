import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import authPhoneEn from 'virtual:messages/en/auth-phone';
import { defineArea, useT } from '@/i18n/i18n';

const AREA = defineArea('auth-phone', authPhoneEn);

/** "Resend code" once the server's wait (30 s) is over; until then the seconds left, announced politely. */
export function ResendButton({ availableAt, busy, onResend }: { availableAt: number; busy: boolean; onResend: () => void }) {
  const [now, setNow] = useState(() => Date.now());
  const { t: tp } = useT(AREA);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const left = Math.max(0, Math.ceil((availableAt - now) / 1000));
  return (
    <Button variant="link" disabled={left > 0 || busy} onClick={onResend}>
      <span aria-live="polite">{left > 0 ? tp('phone.resendIn', { seconds: String(left).padStart(2, '0') }) : tp('phone.resend')}</span>
    </Button>
  );
}
