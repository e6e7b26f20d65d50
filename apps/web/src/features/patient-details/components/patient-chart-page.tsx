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
import { useT } from '@/i18n/i18n';
import { DETAILS_AREA } from '../patient-details-area';

/**
 * /patient-chart?consultation={id}: the chart a patient shared from the chat with the expert of their open
 * consultation. The server decides; this page only shows its answer.
 */
export function PatientChartPage() {
  const [params] = useSearchParams();
  const consultationId = params.get('consultation');
  const { t } = useT(DETAILS_AREA);
  const { user, isLoading } = useSession();
  const query = useSharedChart(consultationId, Boolean(user));
  useDocumentTitle(t('details.chartTitle'));
  const back = consultationId ? (
    <Link to={`/expert-chat/${encodeURIComponent(consultationId)}`} className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-primary">
      <ArrowLeft aria-hidden className="size-4" /> {t('details.backToChat')}
    </Link>
  ) : null;

  if (!consultationId) return <PageFrame title={t('details.chartTitle')}>{<NotFound detail={t('details.openFromChat')} />}</PageFrame>;
  if (isLoading) return <PageFrame title={t('details.chartTitle')}>{<Loading />}</PageFrame>;
  if (!user) {
    return (
      <PageFrame title={t('details.chartTitle')}>
        <Card className="flex flex-col items-center p-8 text-center">
          <LogIn aria-hidden className="size-10 text-primary" />
          <p className="mt-3">{t('details.logIn')}</p>
          <Button asChild className="mt-4">
            <Link to="/patient-registration">{t('details.login')}</Link>
          </Button>
        </Card>
      </PageFrame>
    );
  }
  if (query.isPending) return <PageFrame title={t('details.chartTitle')}>{<Loading />}</PageFrame>;
  if (query.isError) {
    return (
      <PageFrame title={t('details.chartTitle')}>
        {back}
        <NotFound detail={errorDescription(query.error)} />
      </PageFrame>
    );
  }
  return (
    <PageFrame title={t('details.chartTitle')}>
      {back}
      <ConsentNote view={query.data}>{t('details.chartConsent')}</ConsentNote>
      <SharedHealthCards view={query.data} />
    </PageFrame>
  );
}
