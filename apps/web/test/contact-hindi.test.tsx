import { EMERGENCY_NUMBER } from '@sahay/domain/legal';
import { CONTACT_MESSAGES, SUPPORT_CONTACT } from '@sahay/domain/support-messages';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CONTACT_AREA } from '@/features/contact/contact-area';
import { loadDomainMessages } from '@/i18n/domain-messages';
import { changeLanguage, isAreaLoaded } from '@/i18n/i18n';
import contactEn from '@/i18n/messages/en/contact.json';
import contactHi from '@/i18n/messages/hi/contact.json';
import { session, stubApi } from './support/api';
import { renderApp } from './support/render-app';

// Issue 20 part 2: the contact page in Hindi, the emergency line saying all the English does, 112 a link.
afterEach(async () => {
  await changeLanguage('en');
});

describe('the contact page in Hindi', () => {
  it('keeps the spec’s English word for word and has Hindi for every key', () => {
    expect(contactEn['contact.sent']).toBe(CONTACT_MESSAGES.sent.title);
    expect(contactEn['contact.sentText']).toBe(CONTACT_MESSAGES.sent.description);
    expect(contactEn['contact.hoursText']).toBe(SUPPORT_CONTACT.hours);
    expect(Object.keys(contactHi).sort()).toEqual(Object.keys(contactEn).sort());
  });

  it('says the page, the form and the emergency line in Hindi', async () => {
    stubApi({ 'GET /api/auth/session': session(null) });
    await changeLanguage('hi');
    expect(isAreaLoaded('hi', CONTACT_AREA)).toBe(true);
    await loadDomainMessages();
    renderApp('/contact');
    expect(await screen.findByRole('heading', { level: 1, name: 'संपर्क करें' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /पहला नाम/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'संदेश भेजें' })).toBeInTheDocument();
    const emergency = screen.getByText('मेडिकल इमरजेंसी में').closest('p');
    expect(emergency).toHaveTextContent(`मेडिकल इमरजेंसी में ${EMERGENCY_NUMBER} पर कॉल करें या सबसे नज़दीकी अस्पताल जाएँ।`);
    expect(within(emergency!).getByRole('link', { name: EMERGENCY_NUMBER })).toHaveAttribute('href', `tel:${EMERGENCY_NUMBER}`);
    expect(document.title).toBe('संपर्क करें · Sahay');
  });
});
