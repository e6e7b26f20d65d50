import { useRef, useState } from 'react';
import { RecentProofDialog } from '@/components/recent-proof-dialog';
import { isProofRequired } from '@/lib/recent-proof';

/**
 * Runs a sensitive action; when the server asks for a recent proof, asks for the password or a code and then
 * runs it again. `handled(error)` is true when the error was that request.
 */
export function useProofRetry() {
  const [open, setOpen] = useState(false);
  const retry = useRef<(() => void) | null>(null);
  const handled = (error: unknown, again: () => void) => {
    if (!isProofRequired(error)) return false;
    retry.current = again;
    setOpen(true);
    return true;
  };
  const dialog = (
    <RecentProofDialog
      open={open}
      onOpenChange={setOpen}
      onProven={() => {
        const again = retry.current;
        retry.current = null;
        again?.();
      }}
    />
  );
  return { handled, dialog };
}
