// Legal and policy constants (spec entry-shell-account.md §9 "Legal text"). The privacy policy, the terms, the
// patient safety page, the deletion page and the server's deletion handling read them from here, so a number
// changes in one place.

/** The date the privacy policy and the terms were last revised, as shown on both pages. */
export const LEGAL_LAST_UPDATED = 'October 2025';

/** Spec §9: a refund must be requested within 7 days of the consultation; completed consultations are not refunded. */
export const REFUND_WINDOW_DAYS = 7;

/** Spec §9: users must be at least 18. */
export const MINIMUM_USER_AGE = 18;

/** Spec §9: fees are in Indian rupees. */
export const FEES_CURRENCY = 'INR';

/** Spec §9 deletion policy: identity verified and the request answered within 2 business days … */
export const DELETION_RESPONSE_BUSINESS_DAYS = 2;
/** … and the data deleted within 7 business days. */
export const DELETION_COMPLETION_BUSINESS_DAYS = 7;

export const SUPPORT_EMAIL = 'support@sahay.in';
export const PRIVACY_EMAIL = 'privacy@sahay.in';
/** The Grievance Officer (DPDP Act 2023 s. 8(10), IT Rules 2021 r. 3(2)). */
export const GRIEVANCE_EMAIL = 'grievance@sahay.in';
export const SAFETY_EMAIL = 'safety@sahay.in';

// IT (Intermediary Guidelines) Rules 2021 r. 3(2): acknowledge a grievance within 24 hours, resolve it within 15 days.
export const GRIEVANCE_ACKNOWLEDGE_HOURS = 24;
export const GRIEVANCE_RESOLVE_DAYS = 15;

/** India's single emergency number (ERSS) and the ambulance number of most states. */
export const EMERGENCY_NUMBER = '112';
export const AMBULANCE_NUMBER = '108';
/** Tele-MANAS, the national tele mental health helpline. */
export const MENTAL_HEALTH_HELPLINE = '14416';
/** The National Cyber Crime Helpline, for money lost to online fraud (report at once), and its reporting portal. */
export const CYBER_CRIME_HELPLINE = '1930';
export const CYBER_CRIME_PORTAL = 'https://cybercrime.gov.in';
/** The Women Helpline (Mission Shakti), 24x7, for women facing violence, harassment or threats. */
export const WOMEN_HELPLINE = '181';

/** The courts that hear disputes under the terms. */
export const JURISDICTION_CITY = 'Bengaluru';

/**
 * Issue 16: reads of a person's medical data by experts and admins are logged, and the log is kept at least this
 * long (DPDP Rules 2025, r. 6(1)(e) and Third Schedule: logs of processing kept for one year). Nothing deletes
 * audit rows today; a future purge must not remove a row younger than this.
 */
export const AUDIT_RETENTION_DAYS = 365;

/** Where a patient sees who opened their data (the profile menu's 'Who opened my data'). */
export const ACCESS_LOG_PATH = '/profile/access-log';
