import type { AccountDeletionInput, DeletionRequestInput } from '@sahay/domain/account-deletion';
import { lazySchemaResolver } from '@/components/forms/lazy-resolver';

const load = () => import('@sahay/domain/account-deletion');

export const deletionRequestChecks = lazySchemaResolver<DeletionRequestInput>(() => load().then((m) => m.DeletionRequestInputSchema));
export const accountDeletionChecks = lazySchemaResolver<AccountDeletionInput>(() => load().then((m) => m.AccountDeletionInputSchema));
