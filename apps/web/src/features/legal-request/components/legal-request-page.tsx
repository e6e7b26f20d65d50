import type { LegalReceipt } from '@sahay/domain/consultation-requests';
import { ArrowLeft, CheckCircle2, Scale } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, useLocation, useSearchParams } from '@/lib/router';
import { isConsultationMode } from '@sahay/domain/verticals';
import { CallModeNote } from '@/components/call-mode-note';
import { ServiceTileGrid, useScrollToRequestOnTile } from '@/components/service-tiles/service-tile-grid';
import { Card } from '@/components/ui/card';
import { carriedDescription } from '@/lib/carried-description';
import { useDocumentTitle } from '@/lib/use-document-title';
import { caseTypeFromParams, LegalRequestForm } from './legal-request-form';
import { useT } from '@/i18n/i18n';
import { LEGAL_REQUEST_AREA } from '../legal-request-area';

/** Spec 001 §2.3: the legal request form, with its back link to /lawyer; below it the legal service tiles (§2.19). */
export function LegalRequestPage() {
  const [receipt, setReceipt] = useState<LegalReceipt | null>(null);
  const [params] = useSearchParams();
  const initialCaseType = caseTypeFromParams(params);
  const wanted = params.get('mode');
  const mode = isConsultationMode(wanted) ? wanted : undefined;
  const initialIssue = carriedDescription(useLocation().state);
  const formRef = useRef<HTMLDivElement>(null);
  useScrollToRequestOnTile(formRef);
  const { t } = useT(LEGAL_REQUEST_AREA);
  useDocumentTitle(t('legalRequest.pageTitle'));
  return (
    <main className="mx-auto w-full max-w-3xl px-4 pb-12 pt-4 md:pt-8">
      <Link to="/lawyer" className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-primary hover:underline">
        <ArrowLeft aria-hidden className="size-4" />
        {t('legalRequest.back')}
      </Link>
      <div className="mt-2 flex items-center gap-3">
        <span className="flex size-12 items-center justify-center rounded-2xl bg-primary-soft text-primary-strong dark:text-foreground">
          <Scale aria-hidden className="size-6" />
        </span>
        <div>
          <h1 className="text-2xl font-bold tracking-tight">{t('legalRequest.title')}</h1>
          <p className="text-sm text-muted-foreground">{t('legalRequest.subtitle')}</p>
        </div>
      </div>
      <div ref={formRef} className="scroll-mt-20">
        {receipt ? (
          <Card role="status" className="mt-5 flex items-start gap-3 p-4">
            <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-success" />
            <p className="text-sm">{receipt.lawyer ? t('legalRequest.lawyerHasIt', { name: receipt.lawyer.name }) : t('legalRequest.nextLawyer')}</p>
          </Card>
        ) : null}
        <Card className="mt-5 p-4 sm:p-6">
          {mode ? <CallModeNote mode={mode} className="mb-4" /> : null}
          <LegalRequestForm key={initialCaseType} initialCaseType={initialCaseType} mode={mode} initialIssue={initialIssue} onSubmitted={setReceipt} />
        </Card>
      </div>
      <ServiceTileGrid category="legal" title={t('legalRequest.services')} />
    </main>
  );
}
