import { VALIDATION_MESSAGES as M } from './validation-messages';

// Kept free of zod so the web app can show these texts without loading the schemas (bundle budget).

// Spec 000 §5 and §8: the validation rules of the login and sign-up page, with their exact texts (keyed in
// validation-messages.ts, issue 20, so the server and the app can say them in Hindi too).
export const AUTH_MESSAGES = {
  invalidEmail: { title: M['auth.invalidEmail.title'], description: M['auth.invalidEmail'] },
  invalidPassword: { title: M['auth.invalidPassword.title'], description: M['auth.invalidPassword'] },
  // Decision 052 (OWASP ASVS V6.2.1): new passwords need 8 characters; the spec's 6 still applies to sign-in.
  newPasswordTooShort: { title: M['auth.invalidPassword.title'], description: M['auth.newPasswordTooShort'] },
  invalidName: { title: M['auth.invalidName.title'], description: M['auth.invalidName'] },
  invalidPhone: { title: M['auth.invalidPhone.title'], description: M['auth.invalidPhone'] },
  commonPassword: { title: M['auth.commonPassword.title'], description: M['auth.commonPassword'] },
  loginFailed: { title: M['auth.loginFailed.title'], description: M['auth.loginFailed'] },
  // Spec 000 §8 says 'Welcome back to the product!': the spec writes "the product" where the brand goes.
  loginSuccess: { title: M['auth.loginSuccess.title'], description: M['auth.loginSuccess'] },
  accountExists: { title: M['auth.accountExists.title'], description: M['auth.accountExists'] },
  signUpFailed: { title: M['auth.signUpFailed.title'], description: M['auth.signUpFailed'] },
  accountCreated: { title: M['auth.accountCreated.title'] },
} as const;
