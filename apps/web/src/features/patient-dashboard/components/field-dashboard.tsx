import { LEGAL_DOCUMENT_KIND_LABELS } from '@sahay/domain/legal-document-kinds';
import { DASHBOARD_FIELDS, DASHBOARD_LIST_LIMIT } from '@sahay/domain/dashboard';
import type { FieldConsultation, FieldDashboard as FieldDashboardData, FieldDocument } from '@sahay/domain/dashboard-schemas';
import { FileText, MessageSquare, Search, Send } from 'lucide-react';
import { useState } from 'react';
import { Link } from '@/lib/router';
import { ErrorCard, LoadingBlocks } from '@/components/query-states';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { patientChatPath } from '@/lib/patient-chat-path';
import { useDashboardList } from '../api/dashboard-query';
import { ConsultationBadge } from './badges';
import { formatDateTime } from '@/lib/date-time';
import { EmptyText, SectionCard } from './section-card';
import { useT } from '@/i18n/i18n';
import { DASHBOARD_AREA } from '../dashboard-area';

function ConsultationItems({ items }: { items: readonly FieldConsultation[] }) {
  const { t } = useT(DASHBOARD_AREA);
  return (
    <ul aria-label={t('dashboard.consultations')} className="divide-y divide-border">
      {items.map((c) => (
        <li key={c.id} className="py-3">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="font-semibold">{c.expert ? c.expert.name : t('dashboard.expertNotAssigned')}</p>
              <p className="text-sm text-muted-foreground">
                {c.expert?.specialization ? `${c.expert.specialization} · ` : ''}
                <time dateTime={c.createdAt}>{formatDateTime(c.createdAt)}</time>
              </p>
            </div>
            <ConsultationBadge status={c.status} />
          </div>
          <p className="mt-1 break-words text-sm">{c.problem || t('dashboard.noDescription')}</p>
          {c.expert && (c.status === 'pending' || c.status === 'active') ? (
            <Button asChild variant="soft" className="mt-2">
              <Link to={patientChatPath(c.expert)}>
                <MessageSquare aria-hidden /> {t('dashboard.openChat')}
              </Link>
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function DocumentItems({ items }: { items: readonly FieldDocument[] }) {
  const { t } = useT(DASHBOARD_AREA);
  return (
    <ul aria-label={t('dashboard.documents')} className="divide-y divide-border">
      {items.map((d) => (
        <li key={d.id} className="flex items-start gap-3 py-3">
          <FileText aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
          <div className="min-w-0 flex-1">
            <p className="break-words font-semibold">{d.title}</p>
            <p className="text-sm text-muted-foreground">
              {LEGAL_DOCUMENT_KIND_LABELS[d.kind]} · {d.lawyerName} · {formatDateTime(d.issuedAt)}
            </p>
          </div>
          <Button asChild variant="soft" className="px-3">
            <Link to={`/legal-document-view/${d.id}`} aria-label={t('dashboard.viewNamed', { title: d.title })}>
              {t('dashboard.view')}
            </Link>
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** Latest 5 of a list, and all of them once asked. */
function ListSection<T>(props: {
  data: FieldDashboardData;
  list: 'consultations' | 'documents';
  title: string;
  items: T[];
  total: number;
  empty: string;
  render: (items: T[]) => React.ReactNode;
}) {
  const { t } = useT(DASHBOARD_AREA);
  const [all, setAll] = useState(false);
  const full = useDashboardList({ field: props.data.field, list: props.list }, all);
  const more = props.total > DASHBOARD_LIST_LIMIT && !all;
  const items = all && full.data?.list === props.list ? (full.data.items as T[]) : props.items;
  return (
    <SectionCard
      id={`field-${props.list}`}
      title={props.title}
      action={
        more ? (
          <Button variant="link" className="min-h-11" onClick={() => setAll(true)}>
            {t('dashboard.viewAll', { count: props.total })}
          </Button>
        ) : null
      }
    >
      {props.items.length === 0 ? (
        <EmptyText>{props.empty}</EmptyText>
      ) : all && full.isPending ? (
        <LoadingBlocks label={t('dashboard.loadingAll', { list: props.list })} count={2} height="h-16" />
      ) : all && full.isError ? (
        <ErrorCard title={t('dashboard.couldNotLoadAll', { list: props.list })} error={full.error} onRetry={() => void full.refetch()} />
      ) : (
        props.render(items)
      )}
    </SectionCard>
  );
}

/** Cases (legal), Reports (finance), Projects (tech): the field's consultations and documents, not health cards. */
export function FieldDashboard({ data }: { data: FieldDashboardData }) {
  const { t } = useT(DASHBOARD_AREA);
  const field = DASHBOARD_FIELDS[data.field];
  const tab = t(`dashboard.field.${data.field}`);
  const requestLabel = t(`dashboard.request.${data.field}`);
  const stats = [
    { label: t('dashboard.open'), value: data.stats.open, note: t('dashboard.openNote') },
    { label: t('dashboard.completed'), value: data.stats.completed, note: t('dashboard.completedNote') },
    { label: t('dashboard.all'), value: data.stats.total, note: tab },
    ...(data.field === 'legal' ? [{ label: t('dashboard.documents'), value: data.stats.documents, note: t('dashboard.documentsNote') }] : []),
  ];
  return (
    <div className="space-y-6">
      <section aria-label={t('dashboard.summary')} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {stats.map((s) => (
          <Card key={s.label} className="p-4">
            <p className="text-sm font-medium text-muted-foreground">{s.label}</p>
            <p className="text-2xl font-bold">{s.value}</p>
            <p className="text-xs text-muted-foreground">{s.note}</p>
          </Card>
        ))}
      </section>
      <nav aria-label={t('dashboard.quickActions')} className="flex flex-wrap gap-2">
        <Button asChild>
          <Link to={field.requestPath}>
            <Send aria-hidden /> {requestLabel}
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={`/expert-selection?category=${field.expertsParam}`}>
            <Search aria-hidden /> {t('dashboard.findExpert')}
          </Link>
        </Button>
      </nav>
      <ListSection
        data={data}
        list="consultations"
        title={tab}
        items={data.consultations}
        total={data.stats.total}
        empty={t('dashboard.nothingYetStart', { request: requestLabel })}
        render={(items) => <ConsultationItems items={items} />}
      />
      {data.field === 'legal' ? (
        <ListSection
          data={data}
          list="documents"
          title={t('dashboard.legalDocuments')}
          items={data.documents}
          total={data.stats.documents}
          empty={t('dashboard.legalDocumentsEmpty')}
          render={(items) => <DocumentItems items={items} />}
        />
      ) : null}
    </div>
  );
}
