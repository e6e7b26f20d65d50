import type { CallPlaced } from '@sahay/domain/phone-calls';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from '@/lib/router';
import { PhoneCallStatus } from '@/components/phone-call/phone-call-status';
import { AccessNotice, PageLoadingHeader } from '@/components/query-states';
import { Card } from '@/components/ui/card';
import { useSession } from '@/lib/auth-client';
import { bridgedCallQueryOptions } from '@/lib/phone-call';
import { useDocumentTitle } from '@/lib/use-document-title';
import { TestCallForm } from './test-call-form';
import { useT } from '@/i18n/i18n';
import { PHONE_CALLS_AREA } from '../phone-calls-area';
import { rich } from '@/i18n/rich-text';

function PlacedCall({ placed }: { placed: CallPlaced }) {
  const live = useQuery({ ...bridgedCallQueryOptions(placed.call.id), initialData: placed.call });
  const { t } = useT(PHONE_CALLS_AREA);
  return (
    <Card className="mt-6 p-4">
      <h2 className="font-semibold">{placed.message}</h2>
      <PhoneCallStatus call={live.data} side="observer" />
      <p className="mt-3 text-sm text-muted-foreground">
        {rich(t('phoneCalls.everyState'), [
          (text) => (
            <Link to="/admin/phone-calls" className="font-semibold text-primary underline-offset-4 hover:underline">
              {text}
            </Link>
          ),
        ])}
      </p>
    </Card>
  );
}

/** Spec 001 §2.17 /test-exotel and /consult-api-demo: places a real bridged call, so admins only (the server checks too). */
export function TestCallPage() {
  const { t } = useT(PHONE_CALLS_AREA);
  useDocumentTitle(t('phoneCalls.pageTitle'));
  const { user, isLoading } = useSession();
  const [placed, setPlaced] = useState<CallPlaced | null>(null);
  if (isLoading) return <PageLoadingHeader />;
  if (user?.role !== 'admin') {
    return (
      <AccessNotice
        title={t('phoneCalls.adminsOnly')}
        user={user}
        signedOutText={t('phoneCalls.testAdminsOnlySignedOut')}
        signedInText={t('phoneCalls.testAdminsOnly')}
      />
    );
  }
  return (
    <main className="mx-auto w-full max-w-2xl px-4 pb-12 pt-6 md:pt-10">
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t('phoneCalls.pageTitle')}</h1>
      <p className="mb-5 mt-1 text-muted-foreground">{t('phoneCalls.pageIntro')}</p>
      <TestCallForm onPlaced={setPlaced} />
      {placed ? <PlacedCall key={placed.call.id} placed={placed} /> : null}
    </main>
  );
}
