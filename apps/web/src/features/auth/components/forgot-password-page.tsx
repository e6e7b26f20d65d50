import { useState } from 'react';
import { Link } from '@/lib/router';
import { Card } from '@/components/ui/card';
import { Tabs } from '@/components/ui/tabs';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ForgotByEmail } from './forgot-by-email';
import { ForgotBySms } from './forgot-by-sms';
import recoveryEn from 'virtual:messages/en/auth-recovery';
import { defineArea, useT } from '@/i18n/i18n';

const AREA = defineArea('auth-recovery', recoveryEn);

type Channel = 'sms' | 'email';

/** Issue 20 part 5, "Forgot password?": a code by SMS to the account's mobile number, or a link by email. */
export function ForgotPasswordPage() {
  const { t } = useT(AREA);
  useDocumentTitle(t('recovery.docTitle'));
  const [channel, setChannel] = useState<Channel>('sms');
  const channels = [
    { value: 'sms', label: t('recovery.bySms') },
    { value: 'email', label: t('recovery.byEmail') },
  ] as const;
  return (
    <main className="mx-auto w-full max-w-md px-4 py-6 md:py-12">
      <h1 className="text-2xl font-bold tracking-tight">{t('recovery.title')}</h1>
      <p className="mt-2 text-muted-foreground">{t('recovery.intro')}</p>
      <Card className="mt-5 p-5 sm:p-7">
        <Tabs label={t('recovery.howToReset')} tabs={channels} value={channel} onValueChange={setChannel}>
          {channel === 'sms' ? <ForgotBySms /> : <ForgotByEmail />}
        </Tabs>
      </Card>
      <p className="mt-4 text-center text-sm">
        <Link to="/patient-registration" className="font-medium text-primary underline-offset-2 hover:underline">
          {t('recovery.backToLogin')}
        </Link>
      </p>
    </main>
  );
}
