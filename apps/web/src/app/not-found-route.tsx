import notFoundEn from 'virtual:messages/en/not-found';
import { Button } from '@/components/ui/button';
import { defineArea, useT } from '@/i18n/i18n';
import { Link } from '@/lib/router';

// The area lives with the route's lazy chunk, not with error-screens.tsx, which the entry imports.
const NOT_FOUND_AREA = defineArea('not-found', notFoundEn);

/** Spec 000 §2: the unknown-path page. */
function NotFoundScreen() {
  const { t } = useT(NOT_FOUND_AREA);
  return (
    <main className="mx-auto flex min-h-[70dvh] max-w-md flex-col items-center justify-center px-6 text-center">
      <h1 className="text-6xl font-bold tracking-tight text-primary">404</h1>
      <p className="mt-3 text-xl font-medium">{t('notFound.title')}</p>
      <p className="mt-2 text-sm text-muted-foreground">{t('notFound.detail')}</p>
      <Button asChild className="mt-6">
        <Link to="/">{t('notFound.returnHome')}</Link>
      </Button>
    </main>
  );
}

export function Component() {
  return <NotFoundScreen />;
}
