import type { ContactMessageInput } from '@sahay/domain/contact';
import { createLazyResolver } from '@/components/forms/lazy-resolver';

export const contactChecks = createLazyResolver<ContactMessageInput>(() => import('./contact-resolver').then((module) => module.contactResolver));
