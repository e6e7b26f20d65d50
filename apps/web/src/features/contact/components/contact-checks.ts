import type { ContactMessageInput } from '@sahay/domain/contact';
import { lazySchemaResolver } from '@/components/forms/lazy-resolver';

export const contactChecks = lazySchemaResolver<ContactMessageInput>(() => import('@sahay/domain/contact').then((m) => m.ContactMessageInputSchema));
