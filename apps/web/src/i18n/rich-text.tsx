import { Fragment, type ReactNode } from 'react';

const TAG = /<(\d+)>([\s\S]*?)<\/\1>/g;

/**
 * A translated message whose words wrap an element (`<0>…</0>`, as Lingui writes them) made into React nodes, so a
 * sentence with a bold name or a link stays one message that a translation can reorder:
 * `rich(t('calls.onlyYou', { name }), [(text) => <strong>{text}</strong>])`. A tag without a renderer shows its text.
 */
export function rich(message: string, tags: readonly ((text: string) => ReactNode)[]): ReactNode {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of message.matchAll(TAG)) {
    if (match.index > last) nodes.push(message.slice(last, match.index));
    const render = tags[Number(match[1])];
    const text = match[2] ?? '';
    nodes.push(<Fragment key={match.index}>{render ? render(text) : text}</Fragment>);
    last = match.index + match[0].length;
  }
  if (last < message.length) nodes.push(message.slice(last));
  return nodes;
}
