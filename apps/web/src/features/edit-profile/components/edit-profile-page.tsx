import { ArrowLeft } from 'lucide-react';
import { Link } from '@/lib/router';
import { AccessNotice, ErrorCard, LoadingBlocks, PageLoadingHeader } from '@/components/query-states';
import { Card } from '@/components/ui/card';
import { useSession } from '@/lib/auth-client';
import { useProfile } from '@/lib/profile-query';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ProfileForm } from './profile-form';
import { useT } from '@/i18n/i18n';
import { EDIT_PROFILE_AREA } from '../edit-profile-area';

function ProfileEditor() {
  const { t } = useT(EDIT_PROFILE_AREA);
  const profile = useProfile();
  if (profile.isPending) return <LoadingBlocks label={t('editProfile.loading')} count={1} height="h-96" />;
  if (profile.isError) return <ErrorCard title={t('editProfile.loadFailed')} error={profile.error} onRetry={() => void profile.refetch()} />;
  return (
    <Card className="p-5">
      <ProfileForm profile={profile.data} />
    </Card>
  );
}

/** /edit-profile (spec 001 §2.16). */
export function EditProfilePage() {
  const { t } = useT(EDIT_PROFILE_AREA);
  const { user, isLoading } = useSession();
  useDocumentTitle(t('editProfile.title'));
  if (isLoading) return <PageLoadingHeader />;
  if (!user) return <AccessNotice title={t('editProfile.title')} user={null} signedOutText={t('editProfile.logIn')} signedInText="" />;
  return (
    <main className="mx-auto w-full max-w-xl space-y-4 px-4 py-6">
      <Link to="/profile-menu" className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-primary">
        <ArrowLeft aria-hidden className="size-4" /> {t('editProfile.back')}
      </Link>
      <h1 className="text-2xl font-bold tracking-tight">{t('editProfile.title')}</h1>
      <ProfileEditor />
    </main>
  );
}
