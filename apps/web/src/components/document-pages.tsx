import { CheckCircle2, Download, FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

// The pages around an issued document (spec 001 §2.9 prescriptions, §2.10 legal documents) share one layout;
// each feature supplies its own texts, details and buttons.

export interface ThankYouDetail {
  label: string;
  value: string;
}

/** A confirmation card with the document's details and actions, then the numbered next steps. */
export function DocumentThankYou({
  title,
  details,
  actions,
  nextStepsTitle,
  nextSteps,
}: {
  title: string;
  details: ThankYouDetail[];
  actions: ReactNode;
  nextStepsTitle: string;
  nextSteps: readonly string[];
}) {
  return (
    <main className="mx-auto w-full max-w-xl px-4 pb-12 pt-6 md:pt-10">
      <Card className="p-6">
        <CheckCircle2 aria-hidden className="mx-auto size-12 text-emerald-600" />
        <h1 className="mt-3 text-center text-2xl font-bold">{title}</h1>
        <dl className="mt-4 divide-y divide-border text-sm">
          {details.map(({ label, value }) => (
            <div key={label} className="flex justify-between gap-4 py-2">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="break-words text-right font-medium">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-5 grid gap-2 sm:grid-cols-2">{actions}</div>
      </Card>
      <section className="mt-6" aria-labelledby="next-steps">
        <h2 id="next-steps" className="text-lg font-semibold">
          {nextStepsTitle}
        </h2>
        <ol className="mt-2 list-decimal space-y-1.5 pl-5 text-sm">
          {nextSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
    </main>
  );
}

/** The /…-download/{id} pages: the PDF to save, and the way back to the document. */
export function PdfDownloadCard(props: {
  title: string;
  subtitle: string;
  note?: string;
  pdfUrl: string;
  downloadLabel: string;
  viewPath: string;
  viewLabel: string;
}) {
  return (
    <Card className="p-6 text-center">
      <FileText aria-hidden className="mx-auto size-10 text-primary" />
      <h1 className="mt-3 text-2xl font-bold">{props.title}</h1>
      <p className="mt-1 text-muted-foreground">{props.subtitle}</p>
      {props.note ? <p className="mt-1 text-sm text-muted-foreground">{props.note}</p> : null}
      <div className="mt-5 flex flex-wrap justify-center gap-2">
        <Button asChild size="lg">
          <a href={props.pdfUrl} download>
            <Download aria-hidden /> {props.downloadLabel}
          </a>
        </Button>
        <Button asChild variant="outline" size="lg">
          <Link to={props.viewPath}>{props.viewLabel}</Link>
        </Button>
      </div>
    </Card>
  );
}
