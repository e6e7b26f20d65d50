import { ArrowLeft } from 'lucide-react';
import { Link, Navigate } from '@/lib/router';
import { Card } from '@/components/ui/card';
import { useSession } from '@/lib/auth-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useT } from '@/i18n/i18n';
import { ACCOUNT_SECURITY_AREA } from '../account-security-area';
import { DevicesSection } from './devices-section';
import { EmailSection } from './email-section';
import { PasswordSection } from './password-section';
import { PhoneSection } from './phone-section';
import { useProofRetry } from './use-proof-retry';

/** Issue 20 part 5, from Settings: password, devices, email and mobile number of the signed-in account. */
export function AccountSecurityPage() {
  const { t } = useT(ACCOUNT_SECURITY_AREA);
  useDocumentTitle(t('accountSecurity.title'));
  const { user, isLoading } = useSession();
  const proof = useProofRetry();
  if (isLoading) return null;
  if (!user) return <Navigate to="/patient-registration" replace />;
  return (
    <main className="mx-auto w-full max-w-xl px-4 pb-12 pt-3 md:pt-6">
      <Link to="/settings" className="inline-flex h-11 items-center gap-2 text-sm font-medium">
        <ArrowLeft aria-hidden className="size-4" />
        {t('accountSecurity.back')}
      </Link>
      <h1 className="mt-2 text-2xl font-bold tracking-tight md:text-3xl">{t('accountSecurity.title')}</h1>
      <div className="mt-6 space-y-6">
        <Card className="p-4 md:p-6">
          <DevicesSection />
        </Card>
        <Card className="p-4 md:p-6">
          <PasswordSection handled={proof.handled} />
        </Card>
        {user.email ? null : (
          <Card className="p-4 md:p-6">
            <EmailSection />
          </Card>
        )}
        <Card className="p-4 md:p-6">
          <PhoneSection current={user.phone} handled={proof.handled} />
        </Card>
      </div>
      {proof.dialog}
    </main>
  );
}
