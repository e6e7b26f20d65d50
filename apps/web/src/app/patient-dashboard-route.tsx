import { lazy, Suspense } from 'react';
import { LoadingBlocks } from '@/components/query-states';
import { DASHBOARD_AREA } from '@/features/patient-dashboard/dashboard-area';
import { useT } from '@/i18n/i18n';
import { PatientDashboardPage } from '@/features/patient-dashboard/components/patient-dashboard-page';

// Features do not import each other (decision 070): the app composes the dashboard with the Health Tracker and the
// Health QR dialog. Both load only when opened, so the dashboard's first load carries neither (nor uPlot).
const HealthTracker = lazy(() => import('@/features/health-tracker/components/health-tracker').then((m) => ({ default: m.HealthTracker })));
const HealthQrDialog = lazy(() => import('@/features/health-qr/components/health-qr-dialog'));

export function Component() {
  const { t } = useT(DASHBOARD_AREA);
  return (
    <PatientDashboardPage
      healthTracker={(memberId, personName) => (
        <Suspense fallback={<LoadingBlocks label={t('dashboard.loadingHealthTracker')} count={2} height="h-40" />}>
          <HealthTracker key={memberId ?? 'me'} memberId={memberId} personName={personName} />
        </Suspense>
      )}
      healthQr={(open, onOpenChange) => (
        <Suspense fallback={null}>
          <HealthQrDialog open={open} onOpenChange={onOpenChange} />
        </Suspense>
      )}
    />
  );
}
