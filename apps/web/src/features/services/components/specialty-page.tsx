import type { ServiceReceipt } from '@sahay/domain/consultation-requests';
import { Phone, Stethoscope } from 'lucide-react';
import { useRef, useState } from 'react';
import { useLocation, useSearchParams } from '@/lib/router';
import { Field } from '@/components/forms/field';
import { ServiceTileGrid, useScrollToRequestOnTile } from '@/components/service-tiles/service-tile-grid';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { NativeSelect } from '@/components/ui/native-select';
import { carriedDescription } from '@/lib/carried-description';
import { cn } from '@/lib/cn';
import { useExpertCounts } from '@/lib/expert-counts';
import { openMedicalConsultation } from '@/lib/medical-consultation';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { SpecialtyPage as Page } from '../specialty-pages';
import { MatchedExperts } from './matched-experts';
import { ServiceRequestForm } from './service-request-form';
import { isConsultationMode } from '@sahay/domain/verticals';
import { CallModeNote } from '@/components/call-mode-note';
import { useT } from '@/i18n/i18n';
import { groupName } from '@/lib/specialty-names';
import { SERVICES_AREA } from '../services-area';

/** Stands for the online count inside the headline's message, which puts it in <strong>. */
const ONLINE = '\u0000';

/**
 * One data-driven page for every specialty, the CA and IT pages and the category landings (spec 001 §2.4, §2.5,
 * §2.19). The chosen service area lives in ?service=, so tiles, the service picker and links can choose it.
 */
export function SpecialtyPage({ page }: { page: Page }) {
  const [params, setParams] = useSearchParams();
  const carried = carriedDescription(useLocation().state);
  const requested = params.get('service');
  const wantedMode = params.get('mode');
  const mode = isConsultationMode(wantedMode) ? wantedMode : undefined;
  const group = requested && page.groups.includes(requested) ? requested : (page.groups[0] ?? '');
  // The matches of the last request, shown while its service is still the chosen one.
  const [sent, setSent] = useState<{ group: string; receipt: ServiceReceipt } | null>(null);
  const receipt = sent?.group === group ? sent.receipt : null;
  const requestRef = useRef<HTMLDivElement>(null);
  const counts = useExpertCounts(page.category);
  const countOf = (name: string) => counts.data?.groups.find((g) => g.group === name);
  // A page of one specialty counts its own experts; a page of several counts the whole field.
  const single = page.groups.length === 1 ? countOf(page.groups[0] ?? '') : undefined;
  const { t } = useT(SERVICES_AREA);
  const headline = single
    ? t('services.onlineOf', { online: ONLINE, total: single.total, group: groupName(t, single.group) })
    : counts.data
      ? t('services.onlineOfField', { online: ONLINE, total: counts.data.total })
      : null;
  const online = (single ?? counts.data)?.online;

  const choose = (name: string) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('service', name);
        return next;
      },
      { replace: true },
    );
  };

  const title = t(page.title);
  useDocumentTitle(title, t(page.intro));
  useScrollToRequestOnTile(requestRef);

  return (
    <main className={cn('mx-auto w-full px-4 pb-12 pt-4 md:pt-8', page.landing ? 'max-w-3xl' : 'max-w-2xl')}>
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{title}</h1>
      <p className="mt-1 text-muted-foreground">{t(page.intro)}</p>
      {headline ? (
        <p className="mt-2 text-sm">{headline.split(ONLINE).map((part, index) => (index === 0 ? part : [<strong key={index}>{online}</strong>, part]))}</p>
      ) : null}
      {page.doctorModal ? (
        <Button size="lg" className="mt-4 w-full sm:w-auto" onClick={() => openMedicalConsultation('video')}>
          <Stethoscope aria-hidden />
          {t('services.connectDoctor')}
        </Button>
      ) : null}
      {page.landing ? <ServiceTileGrid category={page.category} /> : null}
      {!page.landing && page.groups.length > 1 ? (
        <div role="radiogroup" aria-label={t('services.serviceArea')} className="mt-5 grid grid-cols-2 gap-2 sm:grid-cols-3">
          {page.groups.map((name) => {
            const count = countOf(name);
            return (
              <button
                key={name}
                type="button"
                role="radio"
                aria-checked={group === name}
                onClick={() => choose(name)}
                className={cn(
                  'min-h-16 rounded-2xl border p-3 text-left',
                  group === name ? 'border-primary bg-primary-soft' : 'border-border bg-surface hover:bg-muted',
                )}
              >
                <span className="block text-sm font-semibold">{groupName(t, name)}</span>
                <span className="block text-xs text-muted-foreground">
                  {count ? t('services.available', { count: count.total }) : counts.isError ? t('services.countUnavailable') : '…'}
                </span>
              </button>
            );
          })}
        </div>
      ) : null}
      <div ref={requestRef} className="scroll-mt-20">
        {page.landing ? <h2 className="mt-8 text-lg font-semibold">{t('services.requestConsultation')}</h2> : null}
        <Card className={cn('p-4 sm:p-6', page.landing ? 'mt-3' : 'mt-5')}>
          {receipt ? (
            <MatchedExperts result={receipt.matches} />
          ) : (
            <>
              {page.landing ? (
                <div className="mb-4">
                  <Field
                    id="service-area"
                    label={t('services.serviceArea')}
                    control={(wiring) => (
                      <NativeSelect {...wiring} value={group} onChange={(event) => choose(event.target.value)}>
                        {page.groups.map((name) => {
                          const count = countOf(name);
                          return (
                            <option key={name} value={name}>
                              {count ? t('services.optionAvailable', { name: groupName(t, name), count: count.total }) : groupName(t, name)}
                            </option>
                          );
                        })}
                      </NativeSelect>
                    )}
                  />
                </div>
              ) : null}
              {mode ? <CallModeNote mode={mode} className="mb-4" /> : null}
              <ServiceRequestForm
                category={page.category}
                specialty={group}
                mode={mode}
                initialDetails={carried}
                onDone={(done) => setSent({ group, receipt: done })}
              />
            </>
          )}
        </Card>
      </div>
      {page.helpline && counts.data ? (
        <Button asChild variant="outline" size="lg" className="mt-5 w-full">
          <a href={`tel:${counts.data.helpline}`}>
            <Phone aria-hidden />
            {t('services.helpline', { number: counts.data.helpline })}
          </a>
        </Button>
      ) : null}
    </main>
  );
}
