import type { AccountDeletionInput, DeletionRequestInput } from '@sahay/domain/account-deletion';
import { createLazyResolver } from '@/components/forms/lazy-resolver';

const load = () => import('./deletion-resolvers');

export const deletionRequestChecks = createLazyResolver<DeletionRequestInput>(() => load().then((module) => module.deletionRequestResolver));
export const accountDeletionChecks = createLazyResolver<AccountDeletionInput>(() => load().then((module) => module.accountDeletionResolver));
