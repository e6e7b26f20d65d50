import { zodResolver } from '@hookform/resolvers/zod';
import { SignInSchema, SignUpSchema } from '@sahay/domain/auth';

// Loaded after the page is up (see lazy-resolvers.ts): zod is the largest library the forms use.
export const signInResolver = zodResolver(SignInSchema);
export const signUpResolver = zodResolver(SignUpSchema);
