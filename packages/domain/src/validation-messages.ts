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
  // Spec 001 §2.16 and §5: the profile (name, phone, place, languages, gender and date of birth).
  'profile.invalidName': 'Please enter a valid name',
  'profile.invalidCity': 'Please enter a valid city',
  'profile.chooseState': 'Choose a state from the list',
  'profile.chooseLanguages': 'Choose languages from the list',
  'profile.languageOnce': 'Each language once',
  'profile.chooseAppLanguage': 'Choose English or Hindi',
  'person.chooseGender': 'Choose a gender from the list',
  'person.dateOfBirth': 'Enter a date of birth',
  'person.dateInFuture': 'Date of birth cannot be in the future',
  'person.dateTooOld': 'Date of birth cannot be more than 120 years ago',
  // Spec 001 §5 and §8: the consultation request forms (medical, legal, specialty services).
  'request.requiredFields': 'Please fill all required fields',
  'request.legalRequiredFields': 'Please fill in all required fields',
  'request.invalidMobile': 'Please enter a valid 10-digit mobile number',
  'request.ageWholeYears': 'Please enter the age in whole years',
  'request.ageRange': 'Please enter an age from 1 to 149',
  'request.chooseDepartment': 'Please choose a department',
  'request.chooseService': 'Please choose a service',
  'text.controlCharacters': 'Remove control characters from this field',
  // Spec 000 §2: the contact form.
  'contact.firstNameRequired': 'Please enter your first name',
  'contact.lastNameRequired': 'Please enter your last name',
  'contact.subjectRequired': 'Please enter a subject',
  'contact.messageRequired': 'Please write your message',
  // Issue 19 part 2: booking, moving and cancelling an appointment.
  'booking.invalid': 'Choose a slot',
  'booking.reasonTooLong': 'Keep the reason under 300 characters',
  // Issue 20 parts 4 and 5: codes, sign-in by mobile number, password recovery and the account's security.
  'security.invalidCode': 'Enter the 6-digit code we sent',
  'security.resetLinkInvalid': 'This link has expired or was already used. Ask for a new one.',
  // Any request.
  'request.invalid': 'Invalid request',
} as const;

export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;
