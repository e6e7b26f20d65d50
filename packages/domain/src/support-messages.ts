// Kept free of zod so the contact and deletion pages can show these texts without loading the schemas.
import { SUPPORT_EMAIL } from './legal';

// Spec 000 §8 and §2 (/contact): the toast after the contact form is sent.
export const CONTACT_MESSAGES = {
  sent: { title: 'Message sent successfully!', description: "We'll get back to you soon." },
  failed: { title: 'Message not sent', description: 'Please try again' },
  firstNameRequired: 'Please enter your first name',
  lastNameRequired: 'Please enter your last name',
  subjectRequired: 'Please enter a subject',
  messageRequired: 'Please write your message',
} as const;

// Spec 000 §8 "Deletion success", plus the texts of the signed-in "delete my account now" path.
export const DELETION_MESSAGES = {
  submitted: {
    title: 'Deletion request submitted',
    description: "We'll verify your identity and process your request within 2 business days.",
  },
  failed: { title: 'Request not submitted', description: 'Please try again' },
  accountDeleted: {
    title: 'Account deleted',
    description: 'Your account and your data have been deleted, and you have been signed out.',
  },
  deleteFailed: { title: 'Account not deleted', description: 'Please try again' },
  phoneRequired: 'Please enter your phone number',
  passwordRequired: 'Please enter your password',
  wrongPassword: 'That password is not correct',
  staffAccount: 'Expert and admin accounts are closed by our support team. Please send a deletion request instead.',
} as const;

/** Where people reach us (the /contact page, confirmation emails). */
export const SUPPORT_CONTACT = {
  email: SUPPORT_EMAIL,
  phone: '+91 80 4718 2200',
  phoneHref: 'tel:+918047182200',
  hours: 'Monday to Saturday, 9:00 AM to 7:00 PM IST',
  company: 'Sahay Health Technologies Pvt. Ltd.',
  addressLines: ['3rd Floor, 14 Industrial Layout, 80 Feet Road', 'Koramangala 5th Block', 'Bengaluru, Karnataka 560095'],
} as const;
