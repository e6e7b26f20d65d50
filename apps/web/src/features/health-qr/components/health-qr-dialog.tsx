import { DEFAULT_SHARE_EXPIRY, HEALTH_SHARE_SCOPES, type ShareExpiry } from '@sahay/domain/health-shares';
import { LogIn, QrCode } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useSession } from '@/lib/auth-client';
import { toast } from '@/lib/toast';
import { useCreateShare } from '../api/create-share';
import { useRevokeShare } from '../api/revoke-share';
import { ActiveShares } from './active-shares';
import { ALL_ON, PrivacyControls, type ScopeToggles } from './privacy-controls';
import { QrCodePanel } from './qr-code-panel';
import { useT } from '@/i18n/i18n';
import { HEALTH_QR_AREA } from '../health-qr-area';

function SignedOut({ onClose }: { onClose: () => void }) {
  const { t } = useT(HEALTH_QR_AREA);
  return (
    <div className="flex flex-col items-center gap-4 py-4 text-center">
      <QrCode aria-hidden className="size-16 text-muted-foreground" />
      <p className="font-medium">{t('qr.signedOut')}</p>
      <Button asChild className="w-full" onClick={onClose}>
        <Link to="/patient-registration">
          <LogIn aria-hidden /> {t('qr.loginOrSignUp')}
        </Link>
      </Button>
    </div>
  );
}

/**
 * Spec 000 §2 'Your Health QR Code', opened from the header (lazy, with its QR library). Issue 14: the code is a
 * consent artefact — a random link that shows only the chosen scopes, expires, can be revoked, and whose every
 * opening is listed here (docs/decisions/071).
 */
export default function HealthQrDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useT(HEALTH_QR_AREA);
  const { user, isLoading } = useSession();
  const signedOut = !isLoading && !user;
  const [scopes, setScopes] = useState<ScopeToggles>(ALL_ON);
  const [expiresIn, setExpiresIn] = useState<ShareExpiry>(DEFAULT_SHARE_EXPIRY);
  const create = useCreateShare();
  const revoke = useRevokeShare();
  const chosen = HEALTH_SHARE_SCOPES.filter((scope) => scopes[scope]);

  useEffect(() => {
    if (open && signedOut) toast.error(t('qr.authRequired'));
  }, [open, signedOut, t]);

  const revokeShown = (id: string) =>
    revoke.mutate(id, {
      onSuccess: () => {
        create.reset();
        toast.success(t('qr.revoked'), { description: t('qr.revokedText') });
      },
    });

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('qr.title')} description={t('qr.intro')}>
      {signedOut ? (
        <SignedOut onClose={() => onOpenChange(false)} />
      ) : !user ? (
        <div className="mx-auto my-6 size-64 animate-pulse rounded-2xl bg-muted" aria-busy="true" aria-label={t('qr.loadingCode')} />
      ) : (
        <div className="space-y-5">
          <QrCodePanel
            userId={user.id}
            created={create.data}
            creating={create.isPending}
            failed={create.isError}
            canCreate={chosen.length > 0}
            onCreate={() => create.mutate({ scopes: chosen, expiresIn })}
          />
          {create.data ? (
            <div className="grid grid-cols-2 gap-2">
              <Button variant="ghost" disabled={revoke.isPending} onClick={() => create.data && revokeShown(create.data.share.id)}>
                <span className="text-danger">{t('qr.revokeThis')}</span>
              </Button>
              <Button variant="soft" onClick={() => create.reset()}>
                {t('qr.makeNew')}
              </Button>
            </div>
          ) : chosen.length === 0 ? (
            <p role="alert" className="text-center text-sm text-danger">
              {t('qr.atLeastOne')}
            </p>
          ) : null}
          <PrivacyControls scopes={scopes} onScopesChange={setScopes} expiresIn={expiresIn} onExpiresInChange={setExpiresIn} locked={Boolean(create.data)} />
          <ActiveShares />
        </div>
      )}
    </Dialog>
  );
}
