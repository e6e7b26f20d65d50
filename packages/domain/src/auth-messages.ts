// Kept free of zod so the web app can show these texts without loading the schemas (bundle budget).

// Spec 000 §5 and §8: the validation rules of the login and sign-up page, with their exact texts.
export const AUTH_MESSAGES = {
  invalidEmail: { title: 'Invalid email', description: 'Please enter a valid email address' },
  invalidPassword: { title: 'Invalid password', description: 'Password must be at least 6 characters' },
  // Decision 052 (OWASP ASVS V6.2.1): new passwords need 8 characters; the spec's 6 still applies to sign-in.
  newPasswordTooShort: { title: 'Invalid password', description: 'Password must be at least 8 characters' },
  invalidName: { title: 'Invalid name', description: 'Please enter your full name' },
  invalidPhone: { title: 'Invalid phone number', description: 'Please enter a valid phone number' },
  commonPassword: {
    title: 'Password too common',
    description: 'This password is one of the most common and easy to guess. Please choose another.',
  },
  loginFailed: { title: 'Login Failed', description: 'Please check your credentials' },
  // Spec 000 §8 says 'Welcome back to the product!': the spec writes "the product" where the brand goes.
  loginSuccess: { title: 'Login Successful', description: 'Welcome back to Sahay!' },
  accountExists: { title: 'Account Already Exists', description: 'This email is already registered. Please login instead.' },
  signUpFailed: { title: 'Failed to create account', description: 'Please try again' },
  accountCreated: { title: 'Account Created' },
} as const;
