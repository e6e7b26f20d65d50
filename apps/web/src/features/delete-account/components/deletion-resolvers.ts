import { zodResolver } from '@hookform/resolvers/zod';
import { AccountDeletionInputSchema, DeletionRequestInputSchema } from '@sahay/domain/account-deletion';

// Loaded after the page is up (see lazy-deletion-resolvers.ts).
export const deletionRequestResolver = zodResolver(DeletionRequestInputSchema);
export const accountDeletionResolver = zodResolver(AccountDeletionInputSchema);
