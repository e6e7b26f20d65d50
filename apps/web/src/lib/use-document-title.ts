import { PRODUCT_NAME } from '@sahay/domain/constants';
import { useEffect } from 'react';

/** Names the browser tab 'Page · Sahay' while the page is open, and gives the previous title back on leaving. */
export function useDocumentTitle(page: string) {
  useEffect(() => {
    const previous = document.title;
    document.title = `${page} · ${PRODUCT_NAME}`;
    return () => {
      document.title = previous;
    };
  }, [page]);
}
