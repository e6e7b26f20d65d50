import { LogIn, QrCode, ShieldCheck } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useSession } from '@/lib/auth-client';
import { toast } from '@/lib/toast';

/**
 * Spec 000 §2 'Your Health QR Code', opened from the header. This release has the signed-out rule of §8; the
 * QR itself arrives with revocable share links (see the issue note), so a signed-in person is told what it
 * will share and how it is protected.
 */
export default function HealthQrDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { user, isLoading } = useSession();
  const signedOut = !isLoading && !user;

  useEffect(() => {
    if (open && signedOut) toast.error('Authentication required');
  }, [open, signedOut]);

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Your Health QR Code"
      description="Share this QR code to provide secure access to your medical information"
    >
      {signedOut ? (
        <div className="flex flex-col items-center gap-4 py-4 text-center">
          <QrCode aria-hidden className="size-16 text-muted-foreground" />
          <p className="font-medium">Please log in to view your QR code</p>
          <Button asChild className="w-full" onClick={() => onOpenChange(false)}>
            <Link to="/patient-registration">
              <LogIn aria-hidden /> Login or Sign Up
            </Link>
          </Button>
        </div>
      ) : (
        <div className="space-y-4 py-2">
          <div className="flex items-start gap-3 rounded-2xl bg-primary-soft p-4 text-sm">
            <ShieldCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
            <p>
              Your code will open a private, expiring link — never your account id. You choose what it shows: personal information, medical history,
              prescriptions, lab reports and vital signs, and you can revoke it at any time.
            </p>
          </div>
          <p className="text-sm text-muted-foreground">
            Health QR sharing is not switched on for your account yet. Until it is, your records stay visible only to you and the experts you consult.
          </p>
        </div>
      )}
    </Dialog>
  );
}
