// Issue 20 part 2: the domain's validation messages as keys with the spec's English texts. The schemas and the
// server's errors say the English; validation-messages-hi.ts gives each key in Hindi, and the server (and the web
// app) say a message in the language asked for by finding its key. Kept free of zod (the login page imports it).

export const VALIDATION_MESSAGES = {
  // Spec 000 §5 and §8: the login and sign-up page.
  'auth.invalidEmail.title': 'Invalid email',
  'auth.invalidEmail': 'Please enter a valid email address',
  'auth.invalidPassword.title': 'Invalid password',
  'auth.invalidPassword': 'Password must be at least 6 characters',
  'auth.newPasswordTooShort': 'Password must be at least 8 characters',
  'auth.passwordTooLong': 'Password must be at most 128 characters',
  'auth.invalidName.title': 'Invalid name',
  'auth.invalidName': 'Please enter your full name',
  'auth.nameTooLong': 'Name must be at most 100 characters',
  'auth.invalidPhone.title': 'Invalid phone number',
  'auth.invalidPhone': 'Please enter a valid phone number',
  'auth.commonPassword.title': 'Password too common',
  'auth.commonPassword': 'This password is one of the most common and easy to guess. Please choose another.',
  'auth.loginFailed.title': 'Login Failed',
  'auth.loginFailed': 'Please check your credentials',
  'auth.invalidCredentials': 'Invalid email or password',
  'auth.loginSuccess.title': 'Login Successful',
  'auth.loginSuccess': 'Welcome back to Sahay!',
  'auth.accountExists.title': 'Account Already Exists',
  'auth.accountExists': 'This email is already registered. Please login instead.',
  'auth.signUpFailed.title': 'Failed to create account',
  'auth.signUpFailed': 'Please try again',
  'auth.accountCreated.title': 'Account Created',
  // Any request.
  'request.invalid': 'Invalid request',
} as const;

export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;
