import type { ReactNode } from 'react';
import { AdminNav } from '@/components/admin-nav';
import { AccessNotice, PageLoadingHeader } from '@/components/query-states';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/auth-client';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The frame of every admin page: admins only (the server refuses the data to anyone else too), the console's navigation, a title. */
export function AdminPage({ title, intro, narrow = false, children }: { title: string; intro: ReactNode; narrow?: boolean; children: ReactNode }) {
  useDocumentTitle(title);
  const { user, isLoading } = useSession();
  if (isLoading) return <PageLoadingHeader />;
  if (user?.role !== 'admin') {
    return (
      <AccessNotice
        title="Admins only"
        user={user}
        signedOutText="Please log in with an admin account to open the admin console."
        signedInText="This page is for the Sahay operations team."
      />
    );
  }
  return (
    <main className={cn('mx-auto w-full px-4 pb-12 pt-6 md:pt-10', narrow ? 'max-w-3xl' : 'max-w-4xl')}>
      <AdminNav />
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{title}</h1>
      <p className="mb-5 mt-1 text-muted-foreground">{intro}</p>
      {children}
    </main>
  );
}
