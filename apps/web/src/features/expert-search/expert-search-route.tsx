import { ExpertSearchPage } from './components/expert-search-page';

/** /expert-search-results (spec 001 §2.1, §7 search-experts): search the experts of all four fields. */
export function Component() {
  return <ExpertSearchPage />;
}
