import { GUEST_PATIENT, type ConsultationMode } from '@sahay/domain/verticals';
import { useLayoutEffect } from 'react';
import { useTheme } from '@/app/theme';
import { useT } from '@/i18n/i18n';
import { useSession } from '@/lib/auth-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { VerticalContent } from '../content/types';
import { useStartConsultation } from '../start-consultation';
import { AboutSection } from './about-section';
import { HelpWidget } from './help-widget';
import { OffersCarousel } from './offers-carousel';
import { QuickAccessGrid } from './quick-access-grid';
import { VerticalHero } from './vertical-hero';

/** Spec 000 §2 "Vertical home pages": one layout, filled with each vertical's content. */
export function VerticalHome({ content }: { content: VerticalContent }) {
  const { setTheme } = useTheme();
  const { user } = useSession();
  const startConsultation = useStartConsultation();
  const { t } = useT(content.area);
  const title = t(content.documentTitle);

  // Spec 000 §2: each vertical has its own colour theme. A layout effect, so the page never paints in another one.
  useLayoutEffect(() => setTheme(content.theme), [content.theme, setTheme]);

  useDocumentTitle(title, t(content.intro));

  // Spec 000 §2: with nobody signed in, the widget serves the guest patient.
  const patient = user ? { id: user.id, name: user.name } : GUEST_PATIENT;
  const start = (mode: ConsultationMode) => startConsultation(content.category, mode);

  return (
    // Bottom padding keeps the last section clear of the help widget and the mobile bottom navigation.
    <main className="mx-auto w-full max-w-6xl px-4 pb-20 pt-4 md:px-6 md:pb-16 md:pt-8">
      <div className="grid min-w-0 gap-8 lg:grid-cols-2 lg:gap-x-8 lg:gap-y-12">
        <VerticalHero content={content} onStart={start} />
        <QuickAccessGrid tiles={content.tiles} onStart={start} className="lg:col-span-2" />
        <OffersCarousel offers={content.offers} className="min-w-0 lg:col-start-2 lg:row-start-1" />
        <AboutSection about={content.about} className="lg:col-span-2" />
      </div>
      <HelpWidget patient={patient} assistantName={content.assistantName} onStart={start} />
    </main>
  );
}
