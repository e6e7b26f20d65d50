import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/lib/use-document-title';

export interface LegalSection {
  /** The in-page anchor, also used by the table of contents. */
  id: string;
  title: string;
  body: ReactNode;
}

interface LegalDocumentProps {
  title: string;
  /** The 'Last updated: …' line under the title, in the reader's language; omitted for pages that are not policies. */
  lastUpdated?: string;
  /** Text before the table of contents. */
  intro: ReactNode;
  sections: readonly LegalSection[];
  /** Something shown between the intro and the contents, e.g. an emergency notice. */
  notice?: ReactNode;
  /** The page's own words around its text, from the page's catalogue area (issue 20). */
  labels: LegalDocumentLabels;
}

interface LegalDocumentLabels {
  contents: string;
  backToTop: string;
}

/**
 * Long-form reading layout shared by the privacy policy, the terms and the patient safety page: a plain header,
 * a table of contents with in-page anchors, then numbered sections in a measure that is comfortable to read.
 */
export function LegalDocument({ title, lastUpdated, intro, sections, notice, labels }: LegalDocumentProps) {
  useDocumentTitle(title);
  return (
    <main className="mx-auto w-full max-w-3xl px-4 pb-16 pt-6 md:pt-10">
      <header id="page-top" className="max-w-prose scroll-mt-20">
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{title}</h1>
        {lastUpdated ? <p className="mt-2 text-sm text-muted-foreground">{lastUpdated}</p> : null}
        <div className="mt-4 text-base/7 text-muted-foreground md:text-lg/8">{intro}</div>
      </header>

      {notice ? <div className="mt-6 max-w-prose">{notice}</div> : null}

      <nav aria-labelledby="contents-heading" className="mt-8 max-w-prose rounded-2xl border border-border bg-surface p-4 md:p-5">
        <h2 id="contents-heading" className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">
          {labels.contents}
        </h2>
        <ol className="mt-2 gap-x-6 sm:columns-2">
          {sections.map((section, index) => (
            <li key={section.id} className="break-inside-avoid">
              <a
                href={`#${section.id}`}
                className="flex min-h-11 items-center gap-2 rounded-lg text-sm font-medium hover:text-primary-strong hover:underline dark:hover:text-foreground"
              >
                <span aria-hidden className="w-6 shrink-0 tabular-nums text-muted-foreground">
                  {index + 1}.
                </span>
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <div className="mt-4">
        {sections.map((section, index) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="mt-10 max-w-prose scroll-mt-20">
            <h2 id={`${section.id}-heading`} className="text-xl font-semibold tracking-tight md:text-2xl">
              <span className="text-muted-foreground">{index + 1}. </span>
              {section.title}
            </h2>
            <Prose>{section.body}</Prose>
          </section>
        ))}
      </div>

      <p className="mt-12 max-w-prose">
        <a href="#page-top" className="inline-flex min-h-11 items-center text-sm font-medium text-primary-strong underline dark:text-foreground">
          {labels.backToTop}
        </a>
      </p>
    </main>
  );
}

/** Body text: paragraphs, lists, sub-headings and links styled for reading, in light and dark mode. */
export function Prose({ children }: { children: ReactNode }) {
  return (
    <div
      className={[
        'text-[0.975rem]/7 text-foreground md:text-base/7',
        '[&_p]:mt-3 [&_h3]:mt-6 [&_h3]:text-base [&_h3]:font-semibold',
        '[&_ul]:mt-3 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-5 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-5',
        '[&_li]:pl-1 [&_li::marker]:text-muted-foreground [&_strong]:font-semibold',
        '[&_a]:font-medium [&_a]:text-primary-strong [&_a]:underline [&_a]:underline-offset-2 dark:[&_a]:text-foreground [&_a]:break-words',
      ].join(' ')}
    >
      {children}
    </div>
  );
}

/** An e-mail address as a link that opens the visitor's mail app. */
export function MailLink({ email }: { email: string }) {
  return <a href={`mailto:${email}`}>{email}</a>;
}

/** A link to a section of the same page, for `rich()`: `rich(t('…see <1>Health QR</1>'), [strong, inPage('health-qr')])`. */
export const inPage = (id: string) => (text: string) => <a href={`#${id}`}>{text}</a>;
