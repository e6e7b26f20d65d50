import { ArrowLeft, LogIn } from 'lucide-react';
import { Link, useSearchParams } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { errorDescription } from '@/lib/api-client';
import { useSession } from '@/lib/auth-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSharedChart } from '../api/open-share-query';
import { ConsentNote, Loading, NotFound, PageFrame } from './patient-details-page';
import { SharedHealthCards } from './shared-health-cards';

/**
 * /patient-chart?consultation={id}: the chart a patient shared from the chat with the expert of their open
 * consultation. The server decides; this page only shows its answer.
 */
export function PatientChartPage() {
  const [params] = useSearchParams();
  const consultationId = params.get('consultation');
  const { user, isLoading } = useSession();
  const query = useSharedChart(consultationId, Boolean(user));
  useDocumentTitle('Patient chart');
  const back = consultationId ? (
    <Link to={`/expert-chat/${encodeURIComponent(consultationId)}`} className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-primary">
      <ArrowLeft aria-hidden className="size-4" /> Back to the chat
    </Link>
  ) : null;

  if (!consultationId) return <PageFrame title="Patient chart">{<NotFound detail="Open the chart from the consultation's chat." />}</PageFrame>;
  if (isLoading) return <PageFrame title="Patient chart">{<Loading />}</PageFrame>;
  if (!user) {
    return (
      <PageFrame title="Patient chart">
        <Card className="flex flex-col items-center p-8 text-center">
          <LogIn aria-hidden className="size-10 text-primary" />
          <p className="mt-3">Log in as the consultation&apos;s expert to see the chart the patient shared.</p>
          <Button asChild className="mt-4">
            <Link to="/patient-registration">Login</Link>
          </Button>
        </Card>
      </PageFrame>
    );
  }
  if (query.isPending) return <PageFrame title="Patient chart">{<Loading />}</PageFrame>;
  if (query.isError) {
    return (
      <PageFrame title="Patient chart">
        {back}
        <NotFound detail={errorDescription(query.error)} />
      </PageFrame>
    );
  }
  return (
    <PageFrame title="Patient chart">
      {back}
      <ConsentNote view={query.data}>The patient shared their chart with you from your consultation; it ends when the consultation ends.</ConsentNote>
      <SharedHealthCards view={query.data} />
    </PageFrame>
  );
}
