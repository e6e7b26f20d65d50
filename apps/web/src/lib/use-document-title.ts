import { PRODUCT_NAME } from '@sahay/domain/constants';
import { useEffect } from 'react';

/**
 * What the page being prerendered asked for (issue 17 part 3): the build renders each public page to HTML
 * (entry-server.tsx, which turns `recording` on), where effects never run, so the hook notes its title and description
 * here during the render and the build writes them into the page's <title> and <meta name="description">.
 */
export const prerenderedHead: { recording: boolean; title?: string; description?: string } = { recording: false };

const descriptionMeta = () => document.querySelector<HTMLMetaElement>('meta[name="description"]');

/** index.html's own title and description, for every page that names none (home, the app's inner pages). */
export const DEFAULT_HEAD = {
  title: 'Sahay · Connect with Verified Experts Instantly',
  description: 'Sahay: consult verified doctors, lawyers, chartered accountants and IT professionals by chat, audio or video, 24x7.',
} as const;

/**
 * Puts index.html's title and description back before a prerendered page is hydrated (main.tsx): the page came with
 * its own, and the hook below gives back what it found on leaving, which must be the default, not the page's.
 */
export function resetDocumentHead() {
  document.title = DEFAULT_HEAD.title;
  const meta = descriptionMeta();
  if (meta) meta.content = DEFAULT_HEAD.description;
}

/**
 * Names the browser tab 'Page · Sahay' while the page is open, and gives the previous title back on leaving; with a
 * description, the page's <meta name="description"> too.
 */
export function useDocumentTitle(page: string, description?: string) {
  const title = `${page} · ${PRODUCT_NAME}`;
  if (prerenderedHead.recording) Object.assign(prerenderedHead, { title, description });
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
  useEffect(() => {
    const meta = descriptionMeta();
    if (!meta || !description) return;
    const previous = meta.content;
    meta.content = description;
    return () => {
      meta.content = previous;
    };
  }, [description]);
}
