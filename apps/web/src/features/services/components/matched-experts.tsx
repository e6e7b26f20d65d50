import type { MatchResult } from '@sahay/domain/consultation-requests';
import { BadgeCheck, MessageCircle, Star } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

/** The experts matched to a request, online first then rating (spec 001 §7), each a way into the chat. */
export function MatchedExperts({ result }: { result: MatchResult }) {
  if (result.experts.length === 0) return <p role="status" className="text-muted-foreground">No experts are available for this yet. We will call you back.</p>;
  return (
    <section aria-label="Matched experts" className="space-y-3">
      <h2 className="text-lg font-semibold">Your request is in. Choose an expert to chat with:</h2>
      {result.message ? <p className="rounded-xl bg-primary-soft p-3 text-sm text-primary-strong dark:text-foreground">{result.message}</p> : null}
      <ul className="space-y-3">
        {result.experts.map((expert) => (
          <li key={expert.id}>
            <Card className="flex items-center gap-3 p-4" role="article" aria-label={expert.name}>
              <div className="min-w-0 flex-1">
                <p className="flex items-center gap-1.5 font-semibold">
                  {expert.name}
                  {expert.isVerified ? <BadgeCheck aria-label="Verified" className="size-4 text-primary" /> : null}
                </p>
                <p className="text-sm text-muted-foreground">{expert.specialization}</p>
                <p className="mt-1 flex flex-wrap gap-x-3 text-sm">
                  <span className="inline-flex items-center gap-1">
                    <Star aria-hidden className="size-4 fill-amber-400 text-amber-400" />
                    {expert.rating.toFixed(1)}
                  </span>
                  <span>{expert.experienceYears} yrs</span>
                  <span className={expert.isOnline ? 'font-medium text-success' : 'text-muted-foreground'}>{expert.isOnline ? 'Online' : 'Offline'}</span>
                </p>
              </div>
              <Button asChild variant="soft">
                <Link to={`/patient-chat?${new URLSearchParams({ expertId: expert.id, expertName: expert.name }).toString()}`}>
                  <MessageCircle aria-hidden />
                  Chat
                </Link>
              </Button>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
