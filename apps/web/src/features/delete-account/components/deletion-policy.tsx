import { DELETION_COMPLETION_BUSINESS_DAYS, DELETION_RESPONSE_BUSINESS_DAYS } from '@sahay/domain/legal';
import { CheckCircle2, FileLock2, ShieldCheck } from 'lucide-react';
import { Link } from '@/lib/router';
import { Card } from '@/components/ui/card';
import { useT } from '@/i18n/i18n';
import { rich } from '@/i18n/rich-text';
import { DELETE_ACCOUNT_AREA } from '../delete-account-area';

const DELETED = [
  'deletion.deleted.profile',
  'deletion.deleted.consultations',
  'deletion.deleted.records',
  'deletion.deleted.messages',
  'deletion.deleted.sessions',
] as const;

const bold = (text: string) => <strong>{text}</strong>;

/** Spec 000 §9 deletion policy, and what a deletion keeps by law. */
export function DeletionPolicy() {
  const { t } = useT(DELETE_ACCOUNT_AREA);
  return (
    <Card className="p-5 sm:p-7">
      <h2 className="text-lg font-semibold">{t('deletion.howItWorks')}</h2>
      <ol className="mt-3 space-y-2 text-sm leading-relaxed">
        <li className="flex gap-2">
          <ShieldCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
          <span>{rich(t('deletion.verify', { days: DELETION_RESPONSE_BUSINESS_DAYS }), [bold])}</span>
        </li>
        <li className="flex gap-2">
          <ShieldCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
          <span>{rich(t('deletion.deletedWithin', { days: DELETION_COMPLETION_BUSINESS_DAYS }), [bold])}</span>
        </li>
      </ol>
      <h3 className="mt-5 text-sm font-semibold">{t('deletion.whatIsDeleted')}</h3>
      <ul className="mt-2 space-y-1.5 text-sm text-muted-foreground">
        {DELETED.map((item) => (
          <li key={item} className="flex gap-2">
            <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
            {t(item)}
          </li>
        ))}
      </ul>
      <div className="mt-5 flex gap-3 rounded-xl bg-muted p-4 text-sm leading-relaxed">
        <FileLock2 aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
        <p>
          <strong>{t('deletion.kept')}</strong> {rich(t('deletion.keptText'), [(text) => <Link to="/privacy#deletion">{text}</Link>])}
        </p>
      </div>
    </Card>
  );
}
