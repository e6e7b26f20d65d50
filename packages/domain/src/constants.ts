// Business constants from the spec (entry-shell-account.md §9, consultations-patient-area.md §9).

export const PASSWORD_MIN_LENGTH = 6;
export const NAME_MIN_LENGTH = 2;
export const PHONE_DIGITS = 10;
export const DEFAULT_COUNTRY_CODE = '+91';

export const MEDICAL_CONSULTATION_FEE = 299;

export const SPLASH_MS = 3000;
export const SPLASH_FADE_MS = 500;
export const ONBOARDING_SLIDE_MS = 2500;
export const MOBILE_BREAKPOINT_PX = 768;

export const THEME_STORAGE_KEY = 'app-theme';
export const THEME_MODE_STORAGE_KEY = 'theme-mode';
export const NOTIFICATIONS_STORAGE_KEY = 'notifications-enabled';

export const PRODUCT_NAME = 'Sahay';
export const TAGLINE = 'Connect with Verified Experts Instantly';
