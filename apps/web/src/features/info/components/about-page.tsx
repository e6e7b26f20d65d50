import { Link } from '@/lib/router';
import { SahayInNumbers } from '@/components/sahay-in-numbers';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AboutServices } from './about-services';
import { AboutVerification } from './about-verification';

/** Spec 000 §2 "/about": hero, the seven services, the vision, how verification works, calls to action. */
export function AboutPage() {
  useDocumentTitle('About', "India's largest expert connection platform: verified doctors, lawyers, chartered accountants and IT professionals.");
  return (
    <main className="mx-auto w-full max-w-6xl px-4 pb-16 pt-8 md:pt-14">
      <section aria-labelledby="about-heading" className="mx-auto max-w-3xl text-center">
        <p className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">About Sahay</p>
        <h1 id="about-heading" className="mt-2 text-3xl font-bold tracking-tight text-balance md:text-5xl">
          India&apos;s Largest Expert Connection Platform
        </h1>
        <p className="mx-auto mt-4 max-w-prose text-base/7 text-muted-foreground md:text-lg/8">
          Sahay means help. We connect you with verified doctors, lawyers, chartered accountants and IT professionals by chat, audio or video, at any hour, with
          a free AI assistant to help you take the first step.
        </p>
        <Button asChild size="lg" className="mt-6">
          <Link to="/">Find an expert</Link>
        </Button>
      </section>

      <SahayInNumbers className="mt-12" />

      <AboutServices />

      <section aria-labelledby="vision-heading" className="mt-14 rounded-3xl bg-primary px-6 py-10 text-center text-primary-foreground md:px-12 md:py-14">
        <h2 id="vision-heading" className="text-sm font-semibold uppercase tracking-wide">
          Our vision
        </h2>
        <p className="mx-auto mt-3 max-w-3xl text-2xl font-semibold leading-snug text-balance md:text-3xl">
          To make high-quality expert guidance accessible to a billion people.
        </p>
        <p className="mx-auto mt-4 max-w-prose text-base/7">
          Good advice should not depend on where you live or whom you know. Wherever you are in India, the right doctor, lawyer, accountant or engineer should
          be a few taps away, at a fair price shown before you book.
        </p>
      </section>

      <AboutVerification />

      <section aria-labelledby="cta-heading" className="mt-14 rounded-2xl border border-border bg-surface p-6 text-center shadow-sm md:p-10">
        <h2 id="cta-heading" className="text-2xl font-bold tracking-tight">
          Ready to talk to an expert?
        </h2>
        <p className="mx-auto mt-2 max-w-prose text-muted-foreground">Choose a field on the home page, or write to us with any question.</p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link to="/">Go to Home</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/contact">Contact Us</Link>
          </Button>
        </div>
      </section>
    </main>
  );
}
