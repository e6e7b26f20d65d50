import type { CallPlaced } from '@sahay/domain/phone-calls';
import { PHONE_CALL_MESSAGES } from '@sahay/domain/phone-calls';
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

function PlacedCall({ placed }: { placed: CallPlaced }) {
  const live = useQuery({ ...bridgedCallQueryOptions(placed.call.id), initialData: placed.call });
  return (
    <Card className="mt-6 p-4">
      <h2 className="font-semibold">{placed.message}</h2>
      <PhoneCallStatus call={live.data} side="observer" />
      <p className="mt-3 text-sm text-muted-foreground">
        Every state with its time is in the{' '}
        <Link to="/admin/phone-calls" className="font-semibold text-primary underline-offset-4 hover:underline">
          admin console’s phone calls
        </Link>
        .
      </p>
    </Card>
  );
}

/** Spec 001 §2.17 /test-exotel and /consult-api-demo: places a real bridged call, so admins only (the server checks too). */
export function TestCallPage() {
  useDocumentTitle('Call bridging test');
  const { user, isLoading } = useSession();
  const [placed, setPlaced] = useState<CallPlaced | null>(null);
  if (isLoading) return <PageLoadingHeader />;
  if (user?.role !== 'admin') {
    return (
      <AccessNotice
        title="Admins only"
        user={user}
        signedOutText={`${PHONE_CALL_MESSAGES.testAdminsOnly} Please log in with an admin account.`}
        signedInText={PHONE_CALL_MESSAGES.testAdminsOnly}
      />
    );
  }
  return (
    <main className="mx-auto w-full max-w-2xl px-4 pb-12 pt-6 md:pt-10">
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">Call bridging test</h1>
      <p className="mb-5 mt-1 text-muted-foreground">
        Sahay sends the doctor a WhatsApp notice, calls the doctor, then the patient, and connects them. Both phones show Sahay’s number, never each other’s.
        This rings real phones when Exotel is set up; otherwise the call is simulated.
      </p>
      <TestCallForm onPlaced={setPlaced} />
      {placed ? <PlacedCall key={placed.call.id} placed={placed} /> : null}
    </main>
  );
}
