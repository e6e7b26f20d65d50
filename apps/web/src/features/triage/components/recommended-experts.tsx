import type { ExpertRecommendation } from '@sahay/domain/ai-triage';
import { SPECIALTY_DEPARTMENTS, urgencyFor, type RiskScore, type Urgency } from '@sahay/domain/triage-scoring';
import { BadgeCheck, Star } from 'lucide-react';
import { Link } from '@/lib/router';
import { ExpertAvatar } from '@/components/expert-avatar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { patientChatPath } from '@/lib/patient-chat-path';

const URGENCY_LABELS: Record<Urgency, string> = {
  immediate: 'Immediately',
  within_24h: 'Within 24 hours',
  within_week: 'Within a week',
  routine: 'Routine',
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

interface RecommendedExpertsProps {
  /** The domain's own score: specialty and urgency show from it whatever happens to the analysis call. */
  risk: RiskScore;
  /** The server's experts, or null while they load or when the analysis failed. */
  recommendation: ExpertRecommendation | null;
  failed: boolean;
}

/** Spec 001 §2.6: specialty, urgency and up to 3 experts with Contact (WhatsApp) and Book; Chat now opens the chat. */
export function RecommendedExperts({ risk, recommendation, failed }: RecommendedExpertsProps) {
  const specialty = risk.recommendedSpecialty;
  const urgency = urgencyFor(risk.category);
  const department = SPECIALTY_DEPARTMENTS[specialty];
  const experts = recommendation?.experts ?? null;
  return (
    <Card className="p-4">
      <h2 className="text-base font-semibold">Recommended Experts</h2>
      <dl className="mt-2 grid grid-cols-2 gap-2 text-sm">
        <div className="rounded-xl bg-muted p-2">
          <dt className="text-xs text-muted-foreground">Specialty</dt>
          <dd className="font-semibold">{capitalise(specialty)}</dd>
        </div>
        <div className="rounded-xl bg-muted p-2">
          <dt className="text-xs text-muted-foreground">Urgency</dt>
          <dd className="font-semibold">{URGENCY_LABELS[urgency]}</dd>
        </div>
      </dl>
      {experts === null ? (
        failed ? (
          <p className="mt-3 text-sm text-muted-foreground">
            We could not load the recommended experts just now. Try the analysis again, or{' '}
            <Link to="/expert-selection" className="font-semibold text-primary underline underline-offset-4">
              browse all experts
            </Link>{' '}
            to choose a {department} doctor.
          </p>
        ) : (
          <p className="mt-3 text-sm text-muted-foreground">Finding {department} doctors...</p>
        )
      ) : experts.length === 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">No verified {department} doctors are listed right now. Browse all experts to find another doctor.</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {experts.map((expert) => (
            <li key={expert.id} className="rounded-xl border border-border p-3">
              <div className="flex items-start justify-between gap-2">
                <div className="flex min-w-0 items-start gap-3">
                  <ExpertAvatar name={expert.name} photoUrl={expert.profilePhoto} size="sm" online={expert.isOnline} />
                  <div className="min-w-0">
                    <p className="flex items-center gap-1 font-semibold">
                      <span className="truncate">{expert.name}</span>
                      <BadgeCheck aria-label="Verified" className="size-4 shrink-0 text-primary" />
                    </p>
                    <p className="truncate text-sm text-muted-foreground">{expert.specialty}</p>
                  </div>
                </div>
                <div className="shrink-0 text-right text-xs">
                  <p className="flex items-center justify-end gap-1 font-semibold">
                    <Star aria-hidden className="size-3.5 fill-amber-400 text-amber-500" />
                    {expert.rating.toFixed(1)}
                  </p>
                  <p className={expert.isOnline ? 'font-semibold text-green-700 dark:text-green-400' : 'text-muted-foreground'}>
                    {expert.isOnline ? 'Online' : 'Offline'}
                  </p>
                </div>
              </div>
              <div className="mt-3 grid grid-cols-3 gap-2">
                {expert.whatsappLink ? (
                  <Button asChild variant="outline" size="sm" className="min-h-11">
                    <a href={expert.whatsappLink} target="_blank" rel="noopener noreferrer" aria-label={`Contact ${expert.name} on WhatsApp`}>
                      Contact
                    </a>
                  </Button>
                ) : (
                  <Button variant="outline" size="sm" className="min-h-11" disabled>
                    Contact
                  </Button>
                )}
                <Button asChild variant="outline" size="sm" className="min-h-11">
                  <Link to={`/expert-selection?expert=${encodeURIComponent(expert.id)}`} aria-label={`Book ${expert.name}`}>
                    Book
                  </Link>
                </Button>
                <Button asChild size="sm" className="min-h-11">
                  <Link to={patientChatPath(expert)} aria-label={`Chat now with ${expert.name}`}>
                    Chat now
                  </Link>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
