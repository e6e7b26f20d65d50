import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';

/** "Resend code" once the server's wait (30 s) is over; until then the seconds left, announced politely. */
export function ResendButton({ availableAt, busy, onResend }: { availableAt: number; busy: boolean; onResend: () => void }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const left = Math.max(0, Math.ceil((availableAt - now) / 1000));
  return (
    <Button variant="link" disabled={left > 0 || busy} onClick={onResend}>
      <span aria-live="polite">{left > 0 ? `Resend code in 0:${String(left).padStart(2, '0')}` : 'Resend code'}</span>
    </Button>
  );
}
