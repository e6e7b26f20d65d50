import { zodResolver } from '@hookform/resolvers/zod';
import { ContactMessageInputSchema } from '@sahay/domain/contact';

// Loaded after the page is up (see lazy-contact-resolver.ts).
export const contactResolver = zodResolver(ContactMessageInputSchema);
