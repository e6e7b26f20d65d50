// Issue 20 part 2: what the services answer (not the schemas), as keys with their English: booking, moving and
// cancelling appointments (issue 19 part 2), codes, sign-in by mobile number, password recovery and the account's
// security (issue 20 parts 4 and 5). The server says them in the request's language; the web app shows the server's
// words, so these are not in the web app's Hindi form messages (validation-messages-hi.ts) and cost its pages nothing.

export const SERVICE_MESSAGES = {
  'booking.past': 'That time has passed: choose a later slot',
  'booking.tooFar': 'You can book up to 14 days ahead',
  'booking.outside': 'The expert does not take bookings at that time: choose one of the free slots',
  'booking.taken': 'Someone has just booked that slot: choose another one',
  'booking.noHours': 'This expert has not set their hours yet',
  'booking.notBookable': 'This expert cannot be booked at the moment',
  'booking.cutoff': 'Appointments can be changed or cancelled up to 2 hours before they start',
  'booking.notScheduled': 'This appointment is no longer scheduled',
  'booking.reasonRequired': 'Tell the patient why you are cancelling',
  'booking.patientsOnly': 'Only patient accounts book appointments',
  'booking.notFound': 'No such appointment',
  'booking.timeZone': 'Unknown time zone',
  'booking.sameTime': 'Choose a different time to move the appointment to',
  'security.wrongCode': 'That code is not right. Check the SMS and try again.',
  'security.codeExpired': 'This code has expired or was tried too often. Ask for a new code.',
  'security.codeSent': 'We sent a 6-digit code by SMS. It is valid for 5 minutes.',
  'security.resetSent': 'If an account uses these details, we have sent a way to reset its password.',
  'security.needsName': 'No account uses this mobile number yet. Enter your name to create one.',
  'security.passwordChanged': 'Password changed. Other devices were signed out.',
  'security.passwordReset': 'Password reset. You are signed in, and every other device was signed out.',
  'security.wrongPassword': 'That password is not right',
  'security.proofRequired': 'For your security, confirm it is you with your password or a code first',
  'security.phoneInUse': 'This mobile number is already used by another account',
  'security.verifiedPhoneFromSettings': 'To change a verified mobile number, use Change mobile number in Settings (we send a code to the new number)',
  'security.emailAlreadySet': 'Your account already has an email',
  'security.noPhoneForCode': 'Your account has no verified mobile number: confirm with your password',
  'security.noPasswordYet': 'Your account has no password yet: confirm with a code by SMS',
  'security.signedOutEverywhere': 'Signed out on every device',
  'deletion.wrongPassword': 'That password is not correct',
  'deletion.staffAccount': 'Expert and admin accounts are closed by our support team. Please send a deletion request instead.',
  'consultation.notFound': 'This consultation does not exist',
  'consultation.notPart': 'You are not part of this consultation',
  'chart.patientOnlyShares': 'Only the patient of this consultation can share their chart',
  'chart.patientOnlyStops': 'Only the patient of this consultation can stop sharing their chart',
  'chart.notOpen': 'You can share your chart only in an open consultation with an expert',
  'chart.expertOnly': "Only the expert of this consultation can open the patient's chart",
  'chart.notShared': 'The patient has not shared their chart with you, or the sharing has ended',
} as const;

export type ServiceMessageKey = keyof typeof SERVICE_MESSAGES;
