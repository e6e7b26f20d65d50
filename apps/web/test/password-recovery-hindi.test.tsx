import { screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ForgotPasswordPage } from '@/features/auth/components/forgot-password-page';
import { ResetPasswordPage } from '@/features/auth/components/reset-password-page';
import { loadDomainMessages } from '@/i18n/domain-messages';
import { changeLanguage } from '@/i18n/i18n';
import { renderAt } from './support/render-app';

// Issue 20 part 2: "Forgot password?" and the page a reset email links to, in Hindi (area auth-recovery).
afterEach(async () => {
  await changeLanguage('en');
});
// The forms' field messages load with the first form a Hindi reader sees; here before rendering, not inside act.
beforeAll(async () => {
  await loadDomainMessages();
});

describe('password recovery in Hindi', () => {
  it('the forgot-password page: both ways, the SMS form and the email form', async () => {
    await changeLanguage('hi');
    const { user } = renderAt(
      '/forgot-password',
      <Suspense fallback={null}>
        <ForgotPasswordPage />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'पासवर्ड भूल गए?' })).toBeInTheDocument();
    const sms = screen.getByRole('form', { name: 'SMS से पासवर्ड बदलें' });
    expect(within(sms).getByLabelText('मोबाइल नंबर')).toHaveAttribute('placeholder', '98765 43210');
    expect(within(sms).getByRole('button', { name: 'कोड भेजें' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'लॉग इन पर वापस जाएँ' })).toHaveAttribute('href', '/patient-registration');
    await user.click(screen.getByRole('tab', { name: 'ईमेल लिंक से' }));
    const email = screen.getByRole('form', { name: 'ईमेल से पासवर्ड बदलें' });
    expect(within(email).getByLabelText('ईमेल')).toBeInTheDocument();
    expect(within(email).getByRole('button', { name: 'मुझे लिंक ईमेल करें' })).toBeInTheDocument();
  });

  it('the new-password page, and English by default', async () => {
    await changeLanguage('hi');
    const view = renderAt(
      '/reset-password?token=q9Vx-2bN_k-long-enough-token',
      <Suspense fallback={null}>
        <ResetPasswordPage />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'नया पासवर्ड चुनें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'नया पासवर्ड रखें' })).toBeDisabled();
    expect(screen.getByText('कम से कम 8 अक्षर; आम पासवर्ड न रखें')).toBeInTheDocument();
    view.unmount();
    await changeLanguage('en');
    renderAt(
      '/reset-password?token=q9Vx-2bN_k-long-enough-token',
      <Suspense fallback={null}>
        <ResetPasswordPage />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set new password' })).toBeDisabled();
  });
});
