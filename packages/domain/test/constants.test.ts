import { describe, expect, it } from 'vitest';
import * as constants from '../src/constants';
import { ApiErrorSchema, ERROR_CODES } from '../src/errors';

describe('business constants (spec 000 §9, spec 001 §9)', () => {
  it('keeps the spec values', () => {
    expect(constants).toMatchObject({
      PASSWORD_MIN_LENGTH: 6,
      NAME_MIN_LENGTH: 2,
      PHONE_DIGITS: 10,
      DEFAULT_COUNTRY_CODE: '+91',
      MEDICAL_CONSULTATION_FEE: 299,
      SPLASH_MS: 3000,
      SPLASH_FADE_MS: 500,
      ONBOARDING_SLIDE_MS: 2500,
      MOBILE_BREAKPOINT_PX: 768,
      THEME_STORAGE_KEY: 'app-theme',
      THEME_MODE_STORAGE_KEY: 'theme-mode',
      NOTIFICATIONS_STORAGE_KEY: 'notifications-enabled',
    });
  });
});

describe('the API error shape (STYLE §2)', () => {
  it('accepts { error: { code, message, fieldErrors? } }', () => {
    expect(ApiErrorSchema.safeParse({ error: { code: 'NOT_FOUND', message: 'No such page' } }).success).toBe(true);
    expect(
      ApiErrorSchema.safeParse({
        error: { code: 'VALIDATION_FAILED', message: 'Check the form', fieldErrors: { email: ['Please enter a valid email address'] } },
      }).success,
    ).toBe(true);
  });

  it('refuses an unknown code, a missing message and field errors that are not lists', () => {
    expect(ApiErrorSchema.safeParse({ error: { code: 'TEAPOT', message: 'x' } }).success).toBe(false);
    expect(ApiErrorSchema.safeParse({ error: { code: 'NOT_FOUND' } }).success).toBe(false);
    expect(ApiErrorSchema.safeParse({ error: { code: 'BAD_REQUEST', message: 'x', fieldErrors: { email: 'bad' } } }).success).toBe(false);
    expect(ERROR_CODES).toContain('RATE_LIMITED');
  });
});
