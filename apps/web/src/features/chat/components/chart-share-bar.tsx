import { ClipboardList } from 'lucide-react';
import { Link } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { useChartShare, useToggleChartShare } from '../api/chart-share';
import { useT } from '@/i18n/i18n';
import { CHAT_AREA } from '../chat-area';

/**
 * Issue 14: in an open consultation the patient shares their chart with the expert in one tap and stops at any
 * time; the expert then opens it at /patient-chart. Sharing ends by itself when the consultation ends.
 */
export function ChartShareBar({ consultationId, isPatient, open }: { consultationId: string; isPatient: boolean; open: boolean }) {
  const status = useChartShare(consultationId, open);
  const toggle = useToggleChartShare(consultationId);
  const { t } = useT(CHAT_AREA);
  const shared = status.data?.shared ?? false;
  if (!open || status.isPending || status.isError) return null;
  if (!isPatient) {
    if (!shared) return null;
    return (
      <div className="flex items-center justify-between gap-3 rounded-2xl border border-border bg-surface px-4 py-2">
        <p className="flex items-center gap-2 text-sm">
          <ClipboardList aria-hidden className="size-4 text-primary" /> {t('chat.chartShared')}
        </p>
        <Button asChild size="sm" variant="soft" className="h-11">
          <Link to={`/patient-chart?consultation=${encodeURIComponent(consultationId)}`}>{t('chat.openChart')}</Link>
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-border bg-surface px-4 py-2">
      <p className="flex items-center gap-2 text-sm">
        <ClipboardList aria-hidden className="size-4 text-primary" />
        {shared ? t('chat.chartVisible') : t('chat.chartAsk')}
      </p>
      <Button size="sm" className="h-11" variant={shared ? 'outline' : 'primary'} disabled={toggle.isPending} onClick={() => toggle.mutate(!shared)}>
        {shared ? t('chat.stopSharing') : t('chat.shareChart')}
      </Button>
    </div>
  );
}
