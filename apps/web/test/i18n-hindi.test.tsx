import { FIRST_AID_HINDI } from '@sahay/domain/red-flags/first-aid-hindi';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { EmergencyBanner } from '@/components/emergency-banner';
import { changeLanguage, t } from '@/i18n/i18n';
import { LANGUAGE_STORAGE_KEY } from '@/i18n/language';

// Issue 20 part 2: the emergency card in Hindi, 112 first; the choice kept and <html lang> following it.
afterEach(async () => {
  await changeLanguage('en');
});

describe('the app in Hindi', () => {
  it('says the emergency card in Hindi, with the call to 112 first', async () => {
    await changeLanguage('hi');
    expect(document.documentElement.lang).toBe('hi');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('hi');
    render(
      <Suspense fallback={null}>
        <EmergencyBanner flags={{ emergency: true, selfHarm: false, categories: ['heart_attack'] }} />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'आपातकाल हो सकता है' })).toBeInTheDocument();
    const calls = screen.getAllByRole('link');
    expect(calls[0]).toHaveAccessibleName('112 पर कॉल करें');
    expect(calls[0]).toHaveAttribute('href', 'tel:112');
    expect(screen.getByText(/अभी 112 पर कॉल करें/)).toBeInTheDocument();
    for (const step of FIRST_AID_HINDI.heart_attack) expect(screen.getByText(step)).toBeInTheDocument();
  });

  it('goes back to English, the default, with the spec’s texts', async () => {
    await changeLanguage('hi');
    expect(t('header.login')).toBe('लॉगिन');
    await changeLanguage('en');
    expect(t('header.login')).toBe('Login');
    expect(document.documentElement.lang).toBe('en');
  });
});
