import type { ServiceReceipt } from '@sahay/domain/consultation-requests';
import { Phone, Stethoscope } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { openMedicalConsultation } from '@/lib/medical-consultation';
import { useExpertCounts } from '../api/services-api';
import type { SpecialtyPage as Page } from '../specialty-pages';
import { MatchedExperts } from './matched-experts';
import { ServiceRequestForm } from './service-request-form';

/** One data-driven page for every specialty, the CA and IT pages and the category landings (spec 001 §2.4, §2.5). */
export function SpecialtyPage({ page }: { page: Page }) {
  const [params] = useSearchParams();
  const requested = params.get('service');
  const [group, setGroup] = useState(requested && page.groups.includes(requested) ? requested : (page.groups[0] ?? ''));
  const [receipt, setReceipt] = useState<ServiceReceipt | null>(null);
  const counts = useExpertCounts(page.category);
  const countOf = (name: string) => counts.data?.groups.find((g) => g.group === name);
  // A page of one specialty counts its own experts; a page of several counts the whole field.
  const single = page.groups.length === 1 ? countOf(page.groups[0] ?? '') : undefined;
  const headline = single ? { ...single, scope: `in ${single.group}` } : counts.data ? { ...counts.data, scope: 'in this field' } : null;

  useEffect(() => {
    const previous = document.title;
    document.title = `${page.title} · Sahay`;
    return () => {
      document.title = previous;
    };
  }, [page.title]);

  return (
    <main className="mx-auto w-full max-w-2xl px-4 pb-12 pt-4 md:pt-8">
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{page.title}</h1>
      <p className="mt-1 text-muted-foreground">{page.intro}</p>
      {headline ? (
        <p className="mt-2 text-sm">
          <strong>{headline.online}</strong> of {headline.total} verified experts {headline.scope} online now
        </p>
      ) : null}
      {page.doctorModal ? (
        <Button size="lg" className="mt-4 w-full sm:w-auto" onClick={() => openMedicalConsultation('video')}>
          <Stethoscope aria-hidden />
          Connect with Expert Doctor
        </Button>
      ) : null}
      {page.groups.length > 1 ? (
        <div role="radiogroup" aria-label="Service area" className="mt-5 grid grid-cols-2 gap-2 sm:grid-cols-3">
          {page.groups.map((name) => {
            const count = countOf(name);
            return (
              <button key={name} type="button" role="radio" aria-checked={group === name} onClick={() => (setGroup(name), setReceipt(null))} className={cn('min-h-16 rounded-2xl border p-3 text-left', group === name ? 'border-primary bg-primary-soft' : 'border-border bg-surface hover:bg-muted')}>
                <span className="block text-sm font-semibold">{name}</span>
                <span className="block text-xs text-muted-foreground">{count ? `${count.total} available` : counts.isError ? 'Count unavailable' : '…'}</span>
              </button>
            );
          })}
        </div>
      ) : null}
      <Card className="mt-5 p-4 sm:p-6">{receipt ? <MatchedExperts result={receipt.matches} /> : <ServiceRequestForm category={page.category} specialty={group} onDone={setReceipt} />}</Card>
      {page.helpline && counts.data ? (
        <Button asChild variant="outline" size="lg" className="mt-5 w-full">
          <a href={`tel:${counts.data.helpline}`}>
            <Phone aria-hidden />
            Emergency helpline {counts.data.helpline}
          </a>
        </Button>
      ) : null}
    </main>
  );
}
