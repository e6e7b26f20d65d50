import type { Category } from '@sahay/domain/categories';
import type { MatchedExpert } from '@sahay/domain/consultation-requests';
import { directoryCategoryFromParam, type DirectoryCard } from '@sahay/domain/expert-directory';
import { matchGroupsOf } from '@sahay/domain/matching';
import { BadgeCheck, Check, ChevronDown, ChevronRight, Star, UserX } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, useSearchParams } from '@/lib/router';
import { rich } from '@/i18n/rich-text';
import { useT } from '@/i18n/i18n';
import { groupName, SPECIALTIES_AREA } from '@/lib/specialty-names';
import { ExpertCard } from '@/components/expert-card';
import { ErrorCard, LoadingBlocks } from '@/components/query-states';
import { Card } from '@/components/ui/card';
import { errorDescription } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useExpertCard, useExpertDirectory } from '../api/expert-directory-api';
import { BENEFITS, cardKey, DIRECTORY_CARDS, type DirectoryCardContent } from '../directory-cards';
import { EXPERT_SELECTION_AREA } from '../expert-selection-area';

const strong = (text: string) => <strong>{text}</strong>;

function Stats({ card }: { card: DirectoryCard }) {
  const { t } = useT(EXPERT_SELECTION_AREA);
  return (
    <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
      <div className="flex gap-1">
        <dt className="sr-only">{t('directory.verifiedLabel')}</dt>
        <dd>{rich(t('directory.verified', { count: card.total }), [strong])}</dd>
      </div>
      <div className="flex gap-1">
        <dt className="sr-only">{t('directory.onlineLabel')}</dt>
        <dd className={card.online > 0 ? 'font-medium text-success' : 'text-muted-foreground'}>
          {rich(t('directory.online', { count: card.online }), [strong])}
        </dd>
      </div>
      <div className="flex items-center gap-1">
        <dt className="sr-only">{t('directory.ratingLabel')}</dt>
        <dd className="inline-flex items-center gap-1">
          <Star aria-hidden className="size-4 fill-amber-400 text-amber-400" />
          {card.averageRating === null ? t('directory.notRated') : card.averageRating.toFixed(1)}
        </dd>
      </div>
    </dl>
  );
}

function ChosenExpert({ expert }: { expert: MatchedExpert }) {
  const { t } = useT(EXPERT_SELECTION_AREA);
  // Bring the chosen expert into view once, when they first appear, and put the keyboard there.
  const shown = useRef(false);
  const reveal = (node: HTMLDivElement | null) => {
    if (!node || shown.current) return;
    shown.current = true;
    node.scrollIntoView?.({ block: 'center' });
    node.focus({ preventScroll: true });
  };
  return (
    <div ref={reveal} tabIndex={-1} className="rounded-2xl outline-none" aria-label={t('directory.chosenLabel', { name: expert.name })} role="group">
      <p className="mb-2 text-sm font-semibold text-primary-strong dark:text-foreground">{t('directory.chosen')}</p>
      <ExpertCard expert={expert} highlighted />
    </div>
  );
}

/** The field's match groups, in the reader's language (the 'specialties' area, its own suspense). */
function Specialties({ category, label }: { category: Category; label: string }) {
  const { t } = useT(SPECIALTIES_AREA);
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {matchGroupsOf(category).map((specialty) => (
        <li key={specialty} className="rounded-full bg-muted px-3 py-1 text-xs font-medium">
          {groupName(t, specialty)}
        </li>
      ))}
    </ul>
  );
}

function CategoryCard({
  content,
  card,
  open,
  onToggle,
  chosen,
}: {
  content: DirectoryCardContent;
  card: DirectoryCard;
  open: boolean;
  onToggle: () => void;
  chosen: MatchedExpert | null;
}) {
  const { t } = useT(EXPERT_SELECTION_AREA);
  const { icon: Icon, category } = content;
  const title = t(cardKey(category, 'title'));
  const panelId = `directory-${content.category}`;
  const others = card.topExperts.filter((expert) => expert.id !== chosen?.id);
  return (
    <Card className={cn('overflow-hidden', open && 'border-primary/60')}>
      <h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex w-full items-center gap-3 p-4 text-left hover:bg-muted/60 sm:p-5"
        >
          <span className={cn('flex size-12 shrink-0 items-center justify-center rounded-2xl', content.tint)}>
            <Icon aria-hidden className="size-6" />
          </span>
          <span className="min-w-0 flex-1">
            <span className="block text-lg font-semibold">{title}</span>
            <Stats card={card} />
          </span>
          <ChevronDown aria-hidden className={cn('size-5 shrink-0 text-muted-foreground transition-transform', open && 'rotate-180')} />
        </button>
      </h2>
      {open ? (
        <div id={panelId} className="space-y-4 border-t border-border p-4 sm:p-5">
          {chosen ? <ChosenExpert expert={chosen} /> : null}
          <Specialties category={category} label={t('directory.specialtiesLabel', { title })} />
          <ul aria-label={t('directory.benefitsLabel', { title })} className="space-y-1.5 text-sm">
            {BENEFITS.map((benefit) => (
              <li key={benefit} className="flex items-start gap-2">
                <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
                {t(cardKey(category, `benefit${benefit}`))}
              </li>
            ))}
          </ul>
          <section aria-label={t('directory.topLabel', { title })} className="space-y-2">
            <h3 className="text-sm font-semibold">{t(cardKey(category, chosen ? 'otherTop' : 'top'))}</h3>
            {card.total === 0 ? (
              <p className="flex items-center gap-2 rounded-xl bg-muted p-3 text-sm text-muted-foreground">
                <UserX aria-hidden className="size-4 shrink-0" />
                {t(cardKey(category, 'none'))}
              </p>
            ) : (
              <ul className="space-y-2">
                {others.map((expert) => (
                  <li key={expert.id}>
                    <ExpertCard expert={expert} />
                  </li>
                ))}
              </ul>
            )}
          </section>
          <Link to={content.landing} className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-primary hover:underline">
            {t(cardKey(category, 'landing'))}
            <ChevronRight aria-hidden className="size-4" />
          </Link>
        </div>
      ) : null}
    </Card>
  );
}

/**
 * Spec 001 §2.19 experts directory (/expert-selection): four cards, each with live figures from the database, that
 * open to show specialties, benefits and the best experts. ?category= (doctor, lawyer, it, ca) opens a card;
 * ?expert={id} opens that expert's card with them chosen, highlighted and in view.
 */
export function ExpertSelectionPage() {
  const { t } = useT(EXPERT_SELECTION_AREA);
  useDocumentTitle(t('directory.title'));
  const [params] = useSearchParams();
  const expertId = params.get('expert');
  const requested = directoryCategoryFromParam(params.get('category'));
  const directory = useExpertDirectory();
  const chosen = useExpertCard(expertId);
  // Cards open by the link (category or chosen expert) unless the person toggled them; no state copies the link.
  const [toggled, setToggled] = useState<ReadonlySet<Category>>(new Set());
  const openByLink = (category: Category) => category === requested || category === chosen.data?.category;
  const isOpen = (category: Category) => openByLink(category) !== toggled.has(category);
  const toggle = (category: Category) =>
    setToggled((current) => {
      const next = new Set(current);
      if (next.has(category)) next.delete(category);
      else next.add(category);
      return next;
    });

  return (
    <main className="mx-auto w-full max-w-3xl px-4 pb-12 pt-4 md:pt-8">
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t('directory.title')}</h1>
      <p className="mt-1 flex items-center gap-1.5 text-muted-foreground">
        <BadgeCheck aria-hidden className="size-4 shrink-0 text-primary" />
        {t('directory.lead')}
      </p>
      <Link to="/expert-search-results" className="mt-3 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-primary hover:underline">
        {t('directory.searchAll')}
        <ChevronRight aria-hidden className="size-4" />
      </Link>
      {expertId && chosen.isError ? (
        <p role="alert" className="mt-4 rounded-xl border border-danger/40 bg-danger/10 p-3 text-sm">
          {errorDescription(chosen.error, t('directory.notAvailable'))}
        </p>
      ) : null}
      <div className="mt-5">
        {directory.isPending || (expertId && chosen.isPending) ? (
          <LoadingBlocks label={t('directory.loading')} count={4} height="h-24" />
        ) : directory.isError ? (
          <ErrorCard title={t('directory.loadFailed')} error={directory.error} onRetry={() => void directory.refetch()} />
        ) : (
          <ul className="space-y-3">
            {DIRECTORY_CARDS.map((content) => {
              const card = directory.data.cards.find((candidate) => candidate.category === content.category);
              if (!card) return null;
              return (
                <li key={content.category}>
                  <CategoryCard
                    content={content}
                    card={card}
                    open={isOpen(content.category)}
                    onToggle={() => toggle(content.category)}
                    chosen={chosen.data?.category === content.category ? chosen.data : null}
                  />
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </main>
  );
}
