import { useLocation } from '@/lib/router';
import { SPECIALTIES_AREA, WithArea } from '@/lib/specialty-names';
import { SpecialtyPage } from './components/specialty-page';
import { SPECIALTY_PAGES } from './specialty-pages';

export function Component() {
  const { pathname } = useLocation();
  const page = SPECIALTY_PAGES.find((candidate) => candidate.path === pathname);
  // Only the paths above are routed here (app/router.tsx).
  if (!page) return null;
  return (
    <WithArea area={SPECIALTIES_AREA}>
      <SpecialtyPage page={page} key={page.path} />
    </WithArea>
  );
}
