import type { ReactNode } from 'react';
import { AdminNav } from '@/components/admin-nav';
import { AccessNotice, PageLoadingHeader } from '@/components/query-states';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/auth-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useT } from '@/i18n/i18n';
import { ADMIN_AREA } from './admin-area';

/** The frame of every admin page: admins only (the server refuses the data to anyone else too), the console's navigation, a title. */
export function AdminPage({ title, intro, narrow = false, children }: { title: string; intro: ReactNode; narrow?: boolean; children: ReactNode }) {
  const { t } = useT(ADMIN_AREA);
  useDocumentTitle(title);
  const { user, isLoading } = useSession();
  if (isLoading) return <PageLoadingHeader />;
  if (user?.role !== 'admin') {
    return <AccessNotice title={t('admin.adminsOnly')} user={user} signedOutText={t('admin.signedOut')} signedInText={t('admin.signedIn')} />;
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
