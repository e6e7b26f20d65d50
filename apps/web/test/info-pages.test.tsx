import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { session, stubApi } from './support/api';
import { renderApp } from './support/render-app';

function openPage(path: string) {
  stubApi({ 'GET /api/auth/session': session(null) });
  return renderApp(path);
}

/** Every entry of the table of contents points at a section of the page whose heading has the same name. */
function expectTableOfContentsToMatchSections() {
  const contents = screen.getByRole('navigation', { name: 'Contents' });
  const links = within(contents).getAllByRole('link');
  expect(links.length).toBeGreaterThan(5);
  for (const link of links) {
    const id = link.getAttribute('href')?.replace(/^#/, '') ?? '';
    const section = document.getElementById(id);
    expect(section, `section #${id}`).not.toBeNull();
    const heading = within(section!).getByRole('heading', { level: 2 });
    expect(heading.textContent).toContain(link.textContent?.replace(/^\d+\./, '') ?? '');
  }
}

/** The text of the section with this heading. */
function sectionText(name: string | RegExp): string {
  const heading = screen.getByRole('heading', { level: 2, name });
  return heading.closest('section')?.textContent?.replace(/\s+/g, ' ') ?? '';
}

describe('/about (spec 000 §2)', () => {
  it('shows the hero, the seven services, the vision and how verification works', async () => {
    openPage('/about');
    expect(await screen.findByRole('heading', { level: 1, name: "India's Largest Expert Connection Platform" })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('About · Sahay'));

    const services = screen.getByRole('heading', { level: 2, name: 'Expert help for every part of life' }).closest('section')!;
    const tiles = within(services)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(tiles).toEqual(['IT & Tech', 'Medical', 'Legal', 'CA & Finance', 'Career Guidance', 'Business Consulting', 'Personal Development']);

    expect(sectionText('Our vision')).toContain('make high-quality expert guidance accessible to a billion people');
    expect(screen.getByRole('heading', { level: 2, name: 'How verification works' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read more about patient safety' })).toHaveAttribute('href', '/patient-safety#verification');
  });

  it('has calls to action to home and to contact', async () => {
    const { user, router } = openPage('/about');
    expect(await screen.findByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    await user.click(screen.getByRole('link', { name: 'Go to Home' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Connect with Experts' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('/privacy (spec 000 §2, §9)', () => {
  it('is the privacy policy, last updated October 2025, with a working table of contents', async () => {
    openPage('/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Privacy Policy · Sahay'));
    expect(screen.getByText('Last updated: October 2025')).toBeInTheDocument();
    expectTableOfContentsToMatchSections();
    expect(screen.getAllByText(/Digital Personal Data Protection Act, 2023/).length).toBeGreaterThan(0);
  });

  it('says what is collected, who sees it, how long it is kept and how it is protected', async () => {
    openPage('/privacy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    const collected = sectionText(/What we collect/);
    for (const item of ['name', 'e-mail address', 'mobile number', 'Prescriptions', 'Vitals', 'IP address']) {
      expect(collected).toContain(item);
    }
    expect(sectionText(/Who can see your data/)).toMatch(/assigned to your consultation.*administrators.*SMS.*WhatsApp.*e-mail delivery/);
    expect(sectionText(/How long we keep it/)).toContain('180 days');
    expect(sectionText(/How we protect it/)).toMatch(/HTTPS.*httpOnly cookie.*Access logging of shared health data/);
    expect(sectionText(/Health QR share links/)).toMatch(/Scoped.*Expiring.*Revocable.*Logged/);
    // Issue 14: what the dialog offers and the server enforces (decision 071).
    expect(sectionText(/Health QR share links/)).toMatch(
      /1 hour, 24 hours \(unless you change it\) or 7 days.*one-way hash.*ends\s+when you stop sharing or when the consultation ends/s,
    );
  });

  it('says exactly what experts see before and after accepting, and how they are alerted (issue 16, decision 063)', async () => {
    openPage('/privacy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    const requests = sectionText(/How your request reaches an expert/);
    expect(requests).toMatch(/offered only to approved experts of its field.*any lawyer who is online/);
    expect(requests).toMatch(
      /Before an expert accepts.*its field, your age and gender.*first 160 characters.*e-mail addresses and long numbers.*hidden.*do not see your name, phone number/,
    );
    expect(requests).toMatch(/After the expert accepts.*your name.*AI assessment.*phone number while the consultation is active/);
    expect(requests).toMatch(
      /alert on their Sahay desk with a short sound.*browser notification.*SMS and a WhatsApp message, at most once per conversation every 15 minutes/,
    );
    expect(requests).toContain('None of them carries your name or what you wrote.');
  });

  it('says that experts’ and admins’ reads of medical data are logged, kept a year, and where the person sees them (issue 16)', async () => {
    openPage('/privacy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    expect(sectionText(/How we protect it/)).toMatch(
      /Every time a Sahay expert or admin opens your medical data.*at least one year \(365 days\).*Who opened my data/,
    );
    expect(sectionText(/How long we keep it/)).toMatch(/who opened your medical data.*at least one year.*without your name/);
    for (const link of screen.getAllByRole('link', { name: 'Who opened my data' })) expect(link).toHaveAttribute('href', '/profile/access-log');
  });

  it('states the deletion policy of §9, what is deleted, and that issued prescriptions and legal documents are kept de-identified', async () => {
    openPage('/privacy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    const deletion = sectionText(/Deleting your account and data/);
    expect(deletion).toContain('verify your identity');
    expect(deletion).toContain('respond within 2 business days');
    expect(deletion).toContain('deleted within 7 business days');
    expect(deletion).toMatch(/consultations with their messages, files, ratings and history.*the messages you sent to support/);
    expect(deletion).toMatch(/Prescriptions a doctor issued and advice notes or drafts a lawyer wrote.*de-identified.*your name and any link/);
    // Issue 16: a visitor's requests are not the account's until its holder verifies the phone, which cannot be done yet.
    expect(deletion).toMatch(/Requests you sent without signing in.*deleting it does not delete them/);
    expect(screen.getByRole('link', { name: 'Account & Data Deletion Request' })).toHaveAttribute('href', '/delete-account');
  });

  it('lists the rights, the grievance officer, and the minimum age of 18', async () => {
    openPage('/privacy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    const rights = sectionText(/Your rights/);
    for (const right of ['Access', 'Correct', 'Delete', 'Withdraw consent', 'Nominate', 'Data Protection Board of India']) {
      expect(rights).toContain(right);
    }
    const grievance = within(screen.getByRole('heading', { name: /Your rights/ }).closest('section')!).getByRole('link', {
      name: 'grievance@sahay.in',
    });
    expect(grievance).toHaveAttribute('href', 'mailto:grievance@sahay.in');
    expect(sectionText(/Children/)).toContain('at least 18 years old');
  });
});

describe('/terms (spec 000 §2, §9)', () => {
  it('is the terms of service, last updated October 2025, with a working table of contents', async () => {
    openPage('/terms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Terms of Service · Sahay'));
    expect(screen.getByText('Last updated: October 2025')).toBeInTheDocument();
    expectTableOfContentsToMatchSections();
  });

  it('states the refund rules, the minimum age and fees in INR', async () => {
    openPage('/terms');
    await screen.findByRole('heading', { level: 1, name: 'Terms of Service' });
    const refunds = sectionText(/Cancellations and refunds/);
    expect(refunds).toContain('within 7 days of the consultation');
    expect(refunds).toContain('Completed consultations are not refunded');
    // Issue 19 part 6: asked for from the dashboard, decided by an administrator, not by writing to support.
    expect(refunds).toMatch(/Request a refund on the paid appointment in your dashboard/);
    expect(refunds).toContain('approves or declines each request');
    expect(sectionText(/Who may use Sahay/)).toContain('at least 18 years old');
    expect(sectionText(/Fees and payment/)).toMatch(/Indian rupees \(INR.*shown before you book/);
  });

  it('covers experts, emergencies, the AI assistant and the governing law', async () => {
    openPage('/terms');
    await screen.findByRole('heading', { level: 1, name: 'Terms of Service' });
    expect(sectionText(/Our experts/)).toContain('independent professionals');
    expect(sectionText(/Not for emergencies/)).toContain('call 112');
    expect(sectionText(/The AI assistant/)).toContain('general information, not a diagnosis');
    expect(sectionText(/Governing law/)).toMatch(/laws of India.*courts of Bengaluru/);
  });
});

describe('/patient-safety', () => {
  it('puts the emergency numbers first, as phone links', async () => {
    openPage('/patient-safety');
    expect(await screen.findByRole('heading', { level: 1, name: 'Patient Safety' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Patient Safety · Sahay'));
    const emergency = screen.getByRole('complementary', { name: /Medical emergency/ });
    expect(within(emergency).getByRole('link', { name: 'Call Emergency, 112' })).toHaveAttribute('href', 'tel:112');
    expect(within(emergency).getByRole('link', { name: 'Call Ambulance, 108' })).toHaveAttribute('href', 'tel:108');
    expectTableOfContentsToMatchSections();
  });

  it('covers red flags, verification, telemedicine limits, prescriptions and reporting a concern', async () => {
    openPage('/patient-safety');
    await screen.findByRole('heading', { level: 1, name: 'Patient Safety' });
    expect(sectionText(/Warning signs/)).toMatch(/Chest pain.*stroke/);
    expect(sectionText(/How we verify experts/)).toContain('National Medical Commission');
    expect(sectionText(/What online consultations/)).toContain('Telemedicine Practice Guidelines 2020');
    expect(sectionText(/Prescriptions/)).toContain('cannot be prescribed online');
    const report = screen.getByRole('heading', { level: 2, name: /Reporting a concern/ }).closest('section')!;
    expect(within(report).getByRole('link', { name: 'safety@sahay.in' })).toHaveAttribute('href', 'mailto:safety@sahay.in');
  });
});
