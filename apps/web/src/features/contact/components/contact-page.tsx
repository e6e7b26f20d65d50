import { useEffect } from 'react';
import { Card } from '@/components/ui/card';
import { ContactDetails } from './contact-details';
import { ContactForm } from './contact-form';
import { contactChecks } from './contact-checks';

import { useT } from '@/i18n/i18n';
import { CONTACT_AREA } from '../contact-area';

/** Spec 000 §2 /contact, made real: the message is stored, confirmed to the sender and handled by an admin. */
export function ContactPage() {
  const { t } = useT(CONTACT_AREA);
  const title = t('contact.documentTitle');
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);

  useEffect(() => {
    // A failure here is retried, and reported, by the submit that needs the checks.
    contactChecks.preload().catch(() => undefined);
  }, []);

  return (
    <main className="mx-auto w-full max-w-6xl px-4 pb-12 pt-6 md:pt-12">
      <header className="max-w-2xl">
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{t('contact.title')}</h1>
        <p className="mt-2 text-muted-foreground md:text-lg">{t('contact.lead')}</p>
      </header>
      <div className="mt-6 grid gap-6 md:mt-8 md:grid-cols-5 md:gap-8">
        <Card className="p-5 sm:p-7 md:col-span-3">
          <h2 className="mb-5 text-lg font-semibold">{t('contact.sendUs')}</h2>
          <ContactForm />
        </Card>
        <aside className="md:col-span-2" aria-label={t('contact.otherWays')}>
          <ContactDetails />
        </aside>
      </div>
    </main>
  );
}
