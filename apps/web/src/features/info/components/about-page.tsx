import { Link } from '@/lib/router';
import { SahayInNumbers } from '@/components/sahay-in-numbers';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AboutServices } from './about-services';
import { AboutVerification } from './about-verification';
import { useT } from '@/i18n/i18n';
import { ABOUT_AREA } from '../about-area';

/** Spec 000 §2 "/about": hero, the seven services, the vision, how verification works, calls to action. */
export function AboutPage() {
  const { t } = useT(ABOUT_AREA);
  useDocumentTitle(t('about.pageTitle'), "India's largest expert connection platform: verified doctors, lawyers, chartered accountants and IT professionals.");
  return (
    <main className="mx-auto w-full max-w-6xl px-4 pb-16 pt-8 md:pt-14">
      <section aria-labelledby="about-heading" className="mx-auto max-w-3xl text-center">
        <p className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">{t('about.eyebrow')}</p>
        <h1 id="about-heading" className="mt-2 text-3xl font-bold tracking-tight text-balance md:text-5xl">
          {t('about.title')}
        </h1>
        <p className="mx-auto mt-4 max-w-prose text-base/7 text-muted-foreground md:text-lg/8">{t('about.intro')}</p>
        <Button asChild size="lg" className="mt-6">
          <Link to="/">{t('about.findExpert')}</Link>
        </Button>
      </section>

      <SahayInNumbers className="mt-12" />

      <AboutServices />

      <section aria-labelledby="vision-heading" className="mt-14 rounded-3xl bg-primary px-6 py-10 text-center text-primary-foreground md:px-12 md:py-14">
        <h2 id="vision-heading" className="text-sm font-semibold uppercase tracking-wide">
          {t('about.vision')}
        </h2>
        <p className="mx-auto mt-3 max-w-3xl text-2xl font-semibold leading-snug text-balance md:text-3xl">{t('about.visionText')}</p>
        <p className="mx-auto mt-4 max-w-prose text-base/7">{t('about.visionMore')}</p>
      </section>

      <AboutVerification />

      <section aria-labelledby="cta-heading" className="mt-14 rounded-2xl border border-border bg-surface p-6 text-center shadow-sm md:p-10">
        <h2 id="cta-heading" className="text-2xl font-bold tracking-tight">
          {t('about.ctaTitle')}
        </h2>
        <p className="mx-auto mt-2 max-w-prose text-muted-foreground">{t('about.ctaText')}</p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link to="/">{t('about.goHome')}</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/contact">{t('about.contact')}</Link>
          </Button>
        </div>
      </section>
    </main>
  );
}
