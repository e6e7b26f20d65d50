import { ACCOUNT_SECURITY_MESSAGES } from '@sahay/domain/account-security-messages';
import { useState } from 'react';
import { Link } from '@/lib/router';
import { Card } from '@/components/ui/card';
import { Tabs } from '@/components/ui/tabs';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ForgotByEmail } from './forgot-by-email';
import { ForgotBySms } from './forgot-by-sms';

type Channel = 'sms' | 'email';
const CHANNELS = [
  { value: 'sms', label: 'By SMS code' },
  { value: 'email', label: 'By email link' },
] as const;

/** Issue 20 part 5, "Forgot password?": a code by SMS to the account's mobile number, or a link by email. */
export function ForgotPasswordPage() {
  useDocumentTitle('Forgot password');
  const [channel, setChannel] = useState<Channel>('sms');
  return (
    <main className="mx-auto w-full max-w-md px-4 py-6 md:py-12">
      <h1 className="text-2xl font-bold tracking-tight">Forgot password?</h1>
      <p className="mt-2 text-muted-foreground">Choose how we reach you. {ACCOUNT_SECURITY_MESSAGES.resetSent.replace('we have sent', 'we send')}</p>
      <Card className="mt-5 p-5 sm:p-7">
        <Tabs label="How to reset" tabs={CHANNELS} value={channel} onValueChange={setChannel}>
          {channel === 'sms' ? <ForgotBySms /> : <ForgotByEmail />}
        </Tabs>
      </Card>
      <p className="mt-4 text-center text-sm">
        <Link to="/patient-registration" className="font-medium text-primary underline-offset-2 hover:underline">
          Back to login
        </Link>
      </p>
    </main>
  );
}
