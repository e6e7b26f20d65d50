import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

/** A titled card of the dashboard; `action` sits beside the title ("View all", "Upload Record"). */
export function SectionCard({ id, title, action, children }: { id: string; title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Card className="p-4 sm:p-5" role="region" aria-labelledby={id}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-bold">
          {title}
        </h2>
        {action}
      </div>
      <div className="mt-2">{children}</div>
    </Card>
  );
}

export function EmptyText({ children }: { children: ReactNode }) {
  return <p className="py-3 text-sm text-muted-foreground">{children}</p>;
}
