import { describe, expect, it } from 'vitest';
import { ACCOUNT_SECURITY_MESSAGES, deviceSummary, ForgotPasswordSchema, OneTimeCodeSchema, ResetPasswordSchema } from '../src/index';

describe('one-time codes (issue 20)', () => {
  it('takes six digits, with the spaces a paste may bring', () => {
    expect(OneTimeCodeSchema.parse('048 213')).toBe('048213');
    for (const bad of ['04821', '0482134', '04821a', '']) {
      expect(OneTimeCodeSchema.safeParse(bad).error?.issues[0]?.message, bad).toBe(ACCOUNT_SECURITY_MESSAGES.invalidCode);
    }
  });

  it('forgot password is by SMS to a mobile number or by email', () => {
    expect(ForgotPasswordSchema.parse({ channel: 'sms', phone: '9876543210' })).toEqual({ channel: 'sms', phone: '9876543210' });
    expect(ForgotPasswordSchema.parse({ channel: 'email', email: ' Asha@Example.IN ' })).toEqual({ channel: 'email', email: 'asha@example.in' });
    expect(ForgotPasswordSchema.safeParse({ channel: 'sms', email: 'asha@example.in' }).success).toBe(false);
  });

  it('a reset takes a code with its number, or a link token, and a new password of 8+', () => {
    expect(ResetPasswordSchema.safeParse({ phone: '9876543210', code: '123456', password: 'Neem-Tree-9' }).success).toBe(true);
    expect(ResetPasswordSchema.safeParse({ token: 'x'.repeat(43), password: 'Neem-Tree-9' }).success).toBe(true);
    expect(ResetPasswordSchema.safeParse({ token: 'x'.repeat(43), password: 'short' }).success).toBe(false);
  });
});

describe('deviceSummary', () => {
  it.each([
    ['Mozilla/5.0 (Linux; Android 14; SM-A146B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36', 'Chrome on Android'],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari on iOS',
    ],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0', 'Edge on Windows'],
    [
      'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
      'Samsung Internet on Android',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox on Linux'],
    ['', 'Unknown device'],
    [null, 'Unknown device'],
  ])('%s → %s', (agent, summary) => {
    expect(deviceSummary(agent, 'en')).toBe(summary);
  });

  it.each([
    ['Mozilla/5.0 (Linux; Android 14; SM-A146B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36', 'Android पर Chrome'],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Linux पर Firefox'],
    ['curl/8.5.0', 'अनजान डिवाइस'],
    [null, 'अनजान डिवाइस'],
  ])('in Hindi: %s → %s', (agent, summary) => {
    expect(deviceSummary(agent, 'hi')).toBe(summary);
  });
});
