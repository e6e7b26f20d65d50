import { PROFILE_MESSAGES } from '@sahay/domain/profile';
import { ArrowLeft } from 'lucide-react';
import { Link } from '@/lib/router';
import { AccessNotice, ErrorCard, LoadingBlocks, PageLoadingHeader } from '@/components/query-states';
import { Card } from '@/components/ui/card';
import { useSession } from '@/lib/auth-client';
import { useProfile } from '@/lib/profile-query';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ProfileForm } from './profile-form';

function ProfileEditor() {
  const profile = useProfile();
  if (profile.isPending) return <LoadingBlocks label="Loading your profile" count={1} height="h-96" />;
  if (profile.isError) return <ErrorCard title={PROFILE_MESSAGES.loadFailed} error={profile.error} onRetry={() => void profile.refetch()} />;
  return (
    <Card className="p-5">
      <ProfileForm profile={profile.data} />
    </Card>
  );
}

/** /edit-profile (spec 001 §2.16). */
export function EditProfilePage() {
  const { user, isLoading } = useSession();
  useDocumentTitle('Edit Profile');
  if (isLoading) return <PageLoadingHeader />;
  if (!user) return <AccessNotice title="Edit Profile" user={null} signedOutText="Please log in to edit your profile." signedInText="" />;
  return (
    <main className="mx-auto w-full max-w-xl space-y-4 px-4 py-6">
      <Link to="/profile-menu" className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-primary">
        <ArrowLeft aria-hidden className="size-4" /> Profile
      </Link>
      <h1 className="text-2xl font-bold tracking-tight">Edit Profile</h1>
      <ProfileEditor />
    </main>
  );
}
