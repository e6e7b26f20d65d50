import { Construction } from 'lucide-react';
import { Link } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useRouteHandle } from './app-routes';
import type { PlannedPage } from './route-table';

/** A page of the route table that a later capability builds: it names itself and what brings it. */
export function Component() {
  const page = useRouteHandle() as PlannedPage | undefined;
  const title = page?.title ?? 'This page';
  return (
    <main className="mx-auto w-full max-w-xl px-4 py-10">
      <Card className="p-6 text-center">
        <Construction aria-hidden className="mx-auto size-10 text-primary" />
        <h1 className="mt-4 text-2xl font-bold">{title}</h1>
        <p className="mt-2 text-muted-foreground">
          {title} is part of <strong className="text-foreground">{page?.capability ?? 'a later release'}</strong>, which is not open in this version of Sahay
          yet.
        </p>
        <Button asChild className="mt-6">
          <Link to="/">Return to Home</Link>
        </Button>
      </Card>
    </main>
  );
}
