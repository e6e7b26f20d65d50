import type { ReactNode } from 'react';
import { Link } from '@/lib/router';
import { cn } from '@/lib/cn';

// Only Sahay's own meeting links become links (issue 15 part 4: Schedule Meeting posts one); any other address
// someone types stays text, so a chat cannot be used to lead the other person to a look-alike page.
const MEETING_LINK = /(https?:\/\/[^\s/]+)(\/join-meeting\/[A-Za-z0-9_-]{22,64}(?:\?mode=audio)?)/g;

/** A message's text as typed, with this site's meeting links made into links. */
export function MessageText({ text, mine }: { text: string; mine: boolean }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(MEETING_LINK)) {
    const [whole, origin = '', path = ''] = match;
    if (origin !== window.location.origin) continue;
    parts.push(text.slice(last, match.index));
    parts.push(
      <Link
        key={match.index}
        to={path}
        className={cn('break-all font-semibold underline underline-offset-2', mine ? 'text-primary-foreground' : 'text-primary')}
      >
        {whole}
      </Link>,
    );
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));
  return <p className="whitespace-pre-wrap break-words">{parts}</p>;
}
