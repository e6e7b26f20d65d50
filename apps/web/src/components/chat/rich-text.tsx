import { Fragment, type ReactNode } from 'react';
import { Link } from '@/lib/router';

// The small subset of Markdown the AI answers use: paragraphs, "- " lists, **bold**, _italic_ and links. Built
// as React elements, never as HTML, so an answer cannot inject markup. Links go only to our own pages or https.
const INLINE = /\*\*([^*]+)\*\*|_([^_]+)_|\[([^\]]+)\]\(([^)\s]+)\)/g;

function inline(text: string, keyPrefix: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    if (match.index > last) nodes.push(text.slice(last, match.index));
    const key = `${keyPrefix}-${match.index}`;
    const [, bold, italic, label, href] = match;
    if (bold !== undefined) nodes.push(<strong key={key}>{bold}</strong>);
    else if (italic !== undefined)
      nodes.push(
        <em key={key} className="text-muted-foreground">
          {italic}
        </em>,
      );
    else if (label !== undefined && href?.startsWith('/')) {
      nodes.push(
        <Link key={key} to={href} className="font-semibold text-primary-strong underline underline-offset-2 dark:text-primary">
          {label}
        </Link>,
      );
    } else if (label !== undefined && href?.startsWith('https://')) {
      nodes.push(
        <a key={key} href={href} target="_blank" rel="noopener noreferrer" className="font-semibold underline underline-offset-2">
          {label}
        </a>,
      );
    } else nodes.push(match[0]);
    last = match.index + match[0].length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

/** An AI answer rendered safely, with lists, emphasis and links. */
export function RichText({ text }: { text: string }) {
  const blocks = text.split(/\n{2,}/);
  return (
    <div className="space-y-2 break-words">
      {blocks.map((block, b) => {
        const lines = block.split('\n');
        const items = lines.filter((line) => line.startsWith('- '));
        const rest = lines.filter((line) => !line.startsWith('- '));
        return (
          <Fragment key={b}>
            {rest.length > 0 ? (
              <p>
                {rest.map((line, l) => (
                  <Fragment key={l}>
                    {l > 0 ? <br /> : null}
                    {inline(line, `${b}-${l}`)}
                  </Fragment>
                ))}
              </p>
            ) : null}
            {items.length > 0 ? (
              <ul className="list-disc space-y-1 pl-5">
                {items.map((item, i) => (
                  <li key={i}>{inline(item.slice(2), `${b}-i${i}`)}</li>
                ))}
              </ul>
            ) : null}
          </Fragment>
        );
      })}
    </div>
  );
}
