// Issue 20: the validation messages of the expert's forms (registration, the desk's hours, prescription and legal
// document) as keys with their English, apart from validation-messages.ts so that the patients' forms do not carry
// them (that module loads with every form). expert-validation-messages-hi.ts gives each in Hindi. Free of zod.

export const EXPERT_VALIDATION_MESSAGES = {
  // Issue 7 part 1 and issue 20: the expert's registration form and its two files.
  'expertReg.qualificationRequired': 'Please enter your qualification',
  'expertReg.qualificationTooLong': 'your qualification is too long',
  'expertReg.experienceRequired': 'Please enter your years of experience',
  'expertReg.wholeYears': 'Whole years only',
  'expertReg.experienceNegative': 'Experience cannot be negative',
  'expertReg.experienceCheck': 'Please check your years of experience',
  'expertReg.languagesMin': 'Choose at least one language',
  'expertReg.languagesMax': 'Choose at most 6 languages',
  'expertReg.feeRequired': 'Please enter your fee',
  'expertReg.wholeRupees': 'Whole rupees only',
  'expertReg.chooseSpecialisation': 'Please choose your specialisation',
  'expertReg.chooseMedicalCouncil': 'Please choose your medical council',
  'expertReg.registrationNumber': 'Please enter your registration number as it appears on your certificate',
  'expertReg.chooseBarCouncil': 'Please choose your bar council',
  'expertReg.enrolmentNumber': 'Enrolment numbers look like MAH/1234/2015',
  'expertReg.icaiNumber': 'ICAI membership numbers have 6 digits',
  'expertReg.linkTooLong': 'The link is too long',
  'expertReg.linkHttps': 'Please enter a link that starts with https://',
  'expertReg.whatsappNumber': 'Please enter a valid 10-digit WhatsApp number',
  'expertFile.photoTooLarge': 'Photos can be at most 5 MB',
  'expertFile.photoType': 'Choose a JPEG, PNG or WebP photo',
  'expertFile.photoMissing': 'Choose a photo to upload',
  'expertFile.documentTooLarge': 'Documents can be at most 10 MB',
  'expertFile.documentType': 'Choose a PDF or an image (JPEG, PNG or WebP) of your registration certificate',
  'expertFile.documentMissing': 'Choose the document of your professional registration',
  'expertFile.empty': 'This file is empty',
  'expertFile.noProfile': 'Only experts can upload a photo or registration document',
  // Issue 19 part 1: the expert's hours.
  'hours.time': 'Use a time like 09:30',
  'hours.sameTimes': 'Start and end must differ',
  'hours.overlap': 'These hours overlap other hours of the same day',
  'hours.slotLength': 'Choose a slot length of 15, 20, 30, 45, 60 minutes',
  'hours.timeZone': 'Choose a time zone from the list',
  'hours.date': 'Use a date like 2026-03-31',
  'hours.tooMany': 'Too many entries',
  // Issue 7 parts 4 and 5: the doctor's prescription and the lawyer's document, written on the desk.
  'prescription.chooseGender': 'Please choose the patient’s gender',
  'prescription.medicineName': 'Enter the medicine name',
  'prescription.strength': 'Enter the strength, e.g. 500 mg',
  'prescription.dose': 'Enter the dose, e.g. 1 tablet',
  'prescription.frequency': 'Enter how often, e.g. twice a day',
  'prescription.duration': 'Enter for how long, e.g. 5 days',
  'prescription.enterAge': 'Enter the patient’s age',
  'prescription.checkAge': 'Please check the age',
  'prescription.confirmAge': 'Confirm that you have verified the patient’s age',
  'prescription.diagnosis': 'Enter the provisional diagnosis',
  'prescription.medicinesMin': 'Add at least one medicine',
  'legalDocument.chooseKind': 'Choose an advice note or a draft',
  'legalDocument.title': 'Enter a title (at least 3 characters)',
  'legalDocument.body': 'Write the advice or the draft (at least 20 characters)',
} as const;

export type ExpertValidationMessageKey = keyof typeof EXPERT_VALIDATION_MESSAGES;
