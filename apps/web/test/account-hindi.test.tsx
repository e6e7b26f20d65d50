import { ACCOUNT_SECURITY_MESSAGES } from '@sahay/domain/account-security-messages';
import { DELETION_COMPLETION_BUSINESS_DAYS, DELETION_RESPONSE_BUSINESS_DAYS } from '@sahay/domain/legal';
import { DELETION_MESSAGES } from '@sahay/domain/support-messages';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RECENT_PROOF_AREA } from '@/components/recent-proof-area';
import { ACCOUNT_SECURITY_AREA } from '@/features/account-security/account-security-area';
import { DELETE_ACCOUNT_AREA } from '@/features/delete-account/delete-account-area';
import { loadDomainMessages } from '@/i18n/domain-messages';
import { changeLanguage, isAreaLoaded, loadArea, translate } from '@/i18n/i18n';
import { getLanguage } from '@/i18n/language';
import securityEn from '@/i18n/messages/en/account-security.json';
import securityHi from '@/i18n/messages/hi/account-security.json';
import deletionEn from '@/i18n/messages/en/delete-account.json';
import deletionHi from '@/i18n/messages/hi/delete-account.json';
import proofEn from '@/i18n/messages/en/recent-proof.json';
import proofHi from '@/i18n/messages/hi/recent-proof.json';
import { apiError, asha, json, session, stubApi } from './support/api';
import { renderApp } from './support/render-app';
import { findToast } from './support/toasts';

// Issue 20: "Sign-in & security", the "Confirm it is you" dialog and the deletion page in Hindi; the English stays the
// spec's and the domain's words.
afterEach(async () => {
  await changeLanguage('en');
});

async function inHindi() {
  await changeLanguage('hi');
  for (const area of [ACCOUNT_SECURITY_AREA, DELETE_ACCOUNT_AREA, RECENT_PROOF_AREA]) expect(isAreaLoaded('hi', area)).toBe(true);
  await loadDomainMessages();
  // Signing out everywhere ends on the login page: its words are loaded first, as the other Hindi tests do.
  await loadArea('hi', 'auth');
}

const devices = [
  {
    id: '11111111-1111-4111-8111-111111111111',
    current: true,
    createdAt: '2026-11-24T10:00:00Z',
    lastSeenAt: '2026-11-24T11:00:00Z',
    device: 'Chrome on Android',
  },
  {
    id: '22222222-2222-4222-8222-222222222222',
    current: false,
    createdAt: '2026-11-20T10:00:00Z',
    lastSeenAt: '2026-11-21T09:00:00Z',
    device: 'Safari on iOS',
  },
];

describe('account security and deletion: the catalogue', () => {
  it('has Hindi for every key and keeps the spec’s and the domain’s English word for word', () => {
    expect(Object.keys(securityHi).sort()).toEqual(Object.keys(securityEn).sort());
    expect(Object.keys(deletionHi).sort()).toEqual(Object.keys(deletionEn).sort());
    expect(Object.keys(proofHi).sort()).toEqual(Object.keys(proofEn).sort());
    expect(securityEn['accountSecurity.signedOutEverywhere']).toBe(ACCOUNT_SECURITY_MESSAGES.signedOutEverywhere);
    expect(deletionEn['deletion.title']).toBe('Account & Data Deletion Request');
    expect(deletionEn['deletion.submitting']).toBe('Submitting...');
    expect(deletionEn['deletion.submitted']).toBe(DELETION_MESSAGES.submitted.title);
    expect(deletionEn['deletion.submittedText']).toBe(DELETION_MESSAGES.submitted.description);
    expect(deletionEn['deletion.failed']).toBe(DELETION_MESSAGES.failed.title);
    expect(deletionEn['deletion.accountDeleted']).toBe(DELETION_MESSAGES.accountDeleted.title);
    expect(deletionEn['deletion.accountDeletedText']).toBe(DELETION_MESSAGES.accountDeleted.description);
    expect(deletionEn['deletion.deleteFailed']).toBe(DELETION_MESSAGES.deleteFailed.title);
    expect(deletionEn['deletion.tryAgain']).toBe(DELETION_MESSAGES.deleteFailed.description);
  });

  it('counts business days with plurals, Hindi saying 1 and 2 apart', async () => {
    await loadArea('hi', DELETE_ACCOUNT_AREA);
    expect(translate('en', 'deletion.verify', { days: DELETION_RESPONSE_BUSINESS_DAYS })).toBe(
      'We verify your identity and reply within <0>2 business days</0>.',
    );
    expect(translate('en', 'deletion.deletedWithin', { days: 1 })).toBe('Your data is deleted within <0>1 business day</0> of your request.');
    expect(translate('hi', 'deletion.verify', { days: 1 })).toContain('<0>1 कामकाजी दिन</0>');
    expect(translate('hi', 'deletion.deletedWithin', { days: DELETION_COMPLETION_BUSINESS_DAYS })).toContain('<0>7 कामकाजी दिनों</0>');
  });
});

describe('/account-security in Hindi', () => {
  it('lists the devices, asks "Confirm it is you" and signs out everywhere, in Hindi', async () => {
    await inHindi();
    stubApi({
      'GET /api/auth/session': session(asha),
      'GET /api/account/sessions': () => json(200, { sessions: devices }),
      'GET /api/account/proof': () => json(200, { provenUntil: null, hasPassword: true, codeTo: '******3210' }),
      'POST /api/account/password': () => apiError(403, 'PROOF_REQUIRED', ACCOUNT_SECURITY_MESSAGES.proofRequired),
      'POST /api/account/sessions/sign-out-everywhere': () => json(200, { ok: true }),
    });
    const { user } = renderApp('/account-security');
    expect(await screen.findByRole('heading', { level: 1, name: 'साइन इन और सुरक्षा' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(await screen.findByText('यह डिवाइस')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Safari on iOS से साइन आउट करें' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'पासवर्ड बदलें' })).toBeInTheDocument();
    expect(document.title).toBe('साइन इन और सुरक्षा · Sahay');

    const form = screen.getByRole('form', { name: 'पासवर्ड बदलें' });
    await user.type(within(form).getByLabelText('अभी का पासवर्ड'), 'old-password-1');
    await user.type(within(form).getByLabelText('नया पासवर्ड'), 'a-much-better-one-9');
    await user.click(within(form).getByRole('button', { name: 'पासवर्ड बदलें' }));
    const dialog = await screen.findByRole('dialog', { name: 'पक्का करें कि यह आप ही हैं' });
    expect(within(dialog).getByLabelText('आपका पासवर्ड')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'इसकी जगह SMS कोड इस्तेमाल करें' })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'हर जगह से साइन आउट करें' }));
    expect(await findToast('हर डिवाइस से साइन आउट हो गया')).toBeTruthy();
  });
});

describe('/delete-account in Hindi', () => {
  it('says the page, the policy and the form in Hindi, with field errors in Hindi', async () => {
    await inHindi();
    stubApi({ 'GET /api/auth/session': session(null) });
    const { user } = renderApp('/delete-account');
    expect(await screen.findByRole('heading', { level: 1, name: 'खाता और डेटा हटाने का अनुरोध' }, { timeout: 15_000 })).toBeInTheDocument();
    const policy = screen.getByRole('complementary', { name: 'खाता हटाने की नीति' });
    expect(policy).toHaveTextContent('2 कामकाजी दिनों के अंदर जवाब देते हैं');
    expect(within(policy).getByText('7 कामकाजी दिनों')).toBeInTheDocument();
    expect(within(policy).getByRole('link', { name: 'निजता नीति' })).toHaveAttribute('href', '/privacy#deletion');
    expect(screen.getByRole('link', { name: 'लॉग इन करके अपना खाता तुरंत हटाएँ' })).toHaveAttribute('href', '/patient-registration');
    expect(document.title).toBe('खाता हटाएँ · Sahay');

    const form = within(screen.getByRole('form', { name: 'खाता हटाने का अनुरोध' }));
    const phone = form.getByLabelText('फ़ोन');
    expect(form.getByLabelText('पूरा नाम')).toHaveAttribute('placeholder', 'जैसा आपके खाते में है');
    await user.click(form.getByRole('button', { name: 'अनुरोध भेजें' }));
    await waitFor(() => expect(phone).toHaveAccessibleDescription('कृपया अपना फ़ोन नंबर लिखें'));
  });

  it('offers a signed-in patient "Delete my account now" in Hindi', async () => {
    await inHindi();
    stubApi({ 'GET /api/auth/session': session(asha), 'GET /api/account/proof': () => json(200, { provenUntil: null, hasPassword: true, codeTo: null }) });
    renderApp('/delete-account');
    const now = await screen.findByRole('form', { name: 'मेरा खाता अभी हटाएँ' }, { timeout: 15_000 });
    expect(screen.getByText(/आप asha@example.test से साइन इन हैं।/)).toBeInTheDocument();
    expect(within(now).getByLabelText('अपने पासवर्ड से पक्का करें')).toBeInTheDocument();
    expect(within(now).getByRole('button', { name: 'मेरा खाता अभी हटाएँ' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'या हमें अनुरोध भेजें' })).toBeInTheDocument();
  });
});

describe('/account-security after switching to Hindi', () => {
  it('fetches the device names again, in the language the app now asks in (issue 20 part 2)', async () => {
    await loadArea('hi', 'auth');
    // The server names devices in the request's language (Accept-Language, which the app takes from getLanguage()).
    stubApi({
      'GET /api/auth/session': session(asha),
      'GET /api/account/sessions': () =>
        json(200, {
          sessions: devices.map((device) => (getLanguage() === 'hi' ? { ...device, device: device.device.replace(/^(\S+) on (\S+)$/, '$2 पर $1') } : device)),
        }),
      'GET /api/account/proof': () => json(200, { provenUntil: null, hasPassword: true, codeTo: '******3210' }),
      'PUT /api/profile/language': () => json(200, { ok: true }),
    });
    const { user } = renderApp('/account-security');
    expect(await screen.findByRole('button', { name: 'Sign out Safari on iOS' }, { timeout: 15_000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Choose your language/ }));
    expect(await screen.findByRole('button', { name: 'iOS पर Safari से साइन आउट करें' }, { timeout: 10_000 })).toBeInTheDocument();
  });
});
