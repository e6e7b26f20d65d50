import type { AdminExpert, ReferralChain } from '@sahay/domain/expert-admin';
import type { AuditLogEntry } from '@sahay/domain/access-log';
import { DELETION_ADMIN_MESSAGES } from '@sahay/domain/account-deletion';
import { PROFESSIONS } from '@sahay/domain/expert-registration';
import { ExpertReviewSchema } from '@sahay/domain/expert-admin';
import { OUTBOX_TEMPLATE_LABELS } from '@sahay/domain/outbox';
import { REFUND_MESSAGES, REFUND_REASON_MAX_LENGTH, REFUND_REASON_MIN_LENGTH } from '@sahay/domain/refunds';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_AREA } from '@/components/admin-area';
import { changeLanguage, isAreaLoaded, loadArea, translate } from '@/i18n/i18n';
import adminEn from '@/i18n/messages/en/admin.json';
import adminHi from '@/i18n/messages/hi/admin.json';
import { SPECIALTIES_AREA } from '@/lib/specialty-names';
import { pendingAdminExpert } from './support/admin-expert';
import { asha, json, session, stubApi } from './support/api';
import { renderApp } from './support/render-app';

// Issue 20: the admin console in Hindi. Texts the domain gives (credential labels, deletion checks, outbox message
// names, the reason forms' messages) keep their English word for word.
const admin = { ...asha, id: '9a4f1b2c-3d4e-4f5a-8b6c-7d8e9f0a1b2c', name: 'Sahay Admin', role: 'admin' as const };
const ID = '4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f7a';
const key = (k: string) => k as keyof typeof adminEn;

beforeEach(async () => {
  await changeLanguage('hi');
  expect(isAreaLoaded('hi', ADMIN_AREA)).toBe(true);
  await loadArea('hi', SPECIALTIES_AREA);
});
afterEach(async () => {
  await changeLanguage('en');
});

const expert = (overrides: Partial<AdminExpert> = {}) =>
  pendingAdminExpert(ID, {
    consultationFee: 1500,
    bio: null,
    rating: 4.5,
    totalConsultations: 12,
    photoUrl: null,
    documentUrl: null,
    documentName: null,
    ...overrides,
  });

describe('the admin console’s English', () => {
  it('is the domain’s word for word where the domain has the text, and every key has Hindi', () => {
    for (const [category, profession] of Object.entries(PROFESSIONS)) {
      expect(adminEn[key(`admin.credential.${category}`)]).toBe(profession.credentialLabel);
      if (profession.bodyLabel) expect(adminEn[key(`admin.body.${category}`)]).toBe(profession.bodyLabel);
    }
    for (const [template, label] of Object.entries(OUTBOX_TEMPLATE_LABELS)) expect(adminEn[key(`admin.outbox.template.${template}`)]).toBe(label);
    expect(adminEn['admin.deletions.noAccount']).toBe(DELETION_ADMIN_MESSAGES.noAccount);
    expect(adminEn['admin.deletions.staffAccount']).toBe(DELETION_ADMIN_MESSAGES.staffAccount);
    expect(adminEn['admin.deletions.phoneMismatch']).toBe(DELETION_ADMIN_MESSAGES.phoneMismatch);
    expect(adminEn['admin.deletions.reasonRequired']).toBe(DELETION_ADMIN_MESSAGES.reasonRequired);
    const say = (k: keyof typeof adminEn, values: Record<string, unknown>) => translate('en', k, values);
    expect(say('admin.refunds.reasonRequired', { min: REFUND_REASON_MIN_LENGTH })).toBe(REFUND_MESSAGES.declineReasonRequired);
    expect(say('admin.refunds.reasonTooLong', { max: REFUND_REASON_MAX_LENGTH })).toBe(REFUND_MESSAGES.reasonTooLong);
    const tooShort = ExpertReviewSchema.safeParse({ decision: 'reject', reason: 'no' });
    expect(say('admin.reasonDialog.tooShort', { min: 10 })).toBe(tooShort.error?.issues[0]?.message);
    expect(Object.keys(adminHi).sort()).toEqual(Object.keys(adminEn).sort());
  });
});

describe('the admin console in Hindi', () => {
  it('tells a patient the page is for admins only, in Hindi', async () => {
    stubApi({ 'GET /api/auth/session': session(asha) });
    renderApp('/admin-approve-experts');
    expect(await screen.findByRole('heading', { level: 1, name: 'सिर्फ़ एडमिन के लिए' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('यह पेज सहाय की ऑपरेशन टीम के लिए है। आप Asha Verma के नाम से साइन इन हैं।');
  });

  it('says the registrations to approve in Hindi, the reason dialog and its check too', async () => {
    stubApi({ 'GET /api/auth/session': session(admin), 'GET /api/admin/experts': () => json(200, { experts: [expert()] }) });
    const { user } = renderApp('/admin-approve-experts');
    expect(await screen.findByRole('heading', { level: 1, name: 'विशेषज्ञ मंज़ूर करें' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(document.title).toBe('विशेषज्ञ मंज़ूर करें · Sahay');
    const nav = screen.getByRole('navigation', { name: 'एडमिन कंसोल' });
    expect(within(nav).getByRole('link', { name: 'ऑडिट लॉग' })).toHaveAttribute('href', '/admin/audit-log');
    expect(await screen.findByText('1 इंतज़ार में, सबसे पुराने पहले')).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Dr. Neha Kapoor' });
    expect(card).toHaveTextContent('जाँच बाकी है');
    expect(card).toHaveTextContent('मेडिकल काउंसिलMaharashtra Medical Council');
    expect(card).toHaveTextContent('मेडिकल रजिस्ट्रेशन नंबरMMC-2015/04/1234');
    expect(card).toHaveTextContent('अनुभव9 साल');
    expect(card).toHaveTextContent('फ़ीस₹1,500');
    expect(card).toHaveTextContent('रजिस्ट्रेशन का दस्तावेज़अपलोड नहीं किया गया');
    expect(card).toHaveTextContent('कोई फ़ोटो अपलोड नहीं की गई');

    await user.click(within(card).getByRole('button', { name: /नामंज़ूर करें/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Dr. Neha Kapoor को नामंज़ूर करें?' });
    await user.click(within(dialog).getByRole('button', { name: 'नामंज़ूर करें' }));
    expect(await within(dialog).findByText('विशेषज्ञ को कारण बताएँ (कम से कम 10 अक्षर)')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('कारण')).toBeInTheDocument();
  });

  it('says the experts list, its filters and counts in Hindi', async () => {
    stubApi({
      'GET /api/auth/session': session(admin),
      'GET /api/admin/experts': () => json(200, { experts: [expert({ status: 'approved', isOnline: true, statusReason: null })] }),
    });
    renderApp('/admin/experts-list');
    expect(await screen.findByRole('heading', { level: 1, name: 'विशेषज्ञ' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(await screen.findByText('1 विशेषज्ञ')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'क्षेत्र' })).toHaveTextContent('सभी क्षेत्र');
    expect(screen.getByRole('combobox', { name: 'स्थिति' })).toHaveTextContent('निलंबित');
    expect(screen.getByPlaceholderText('नाम, विशेषज्ञता, फ़ोन या ईमेल')).toBeInTheDocument();
    const row = screen.getByRole('article', { name: /Dr\. Neha Kapoor/ });
    expect(row).toHaveTextContent('(ऑनलाइन)');
    expect(row).toHaveTextContent('12 कंसल्टेशन');
    expect(within(row).getByRole('button', { name: /निलंबित करें/ })).toBeInTheDocument();
  });

  it('says the referral chains in Hindi', async () => {
    const referral: ReferralChain = {
      id: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b',
      consultationId: '6f7a8b9c-0d1e-4f2a-8b3c-4d5e6f7a8b9c',
      category: 'medical',
      problem: 'Chest pain on climbing stairs',
      consultationStatus: 'in_progress',
      from: { id: ID, name: 'Dr. Kavya Rao', specialization: 'General Physician' },
      to: null,
      reason: 'Needs a cardiologist',
      createdAt: '2026-11-20T05:30:00.000Z',
    };
    stubApi({ 'GET /api/auth/session': session(admin), 'GET /api/admin/referral-chains': () => json(200, { referrals: [referral] }) });
    renderApp('/admin-referral-chains');
    const card = await screen.findByRole('article', { name: 'Dr. Kavya Rao से हटाए गए विशेषज्ञ को रेफ़रल' }, { timeout: 15_000 });
    expect(card).toHaveTextContent('कारण: Needs a cardiologist');
    expect(card).toHaveTextContent('हटाए गए विशेषज्ञ');
    expect(card).toHaveTextContent(/कंसल्टेशन 6f7a8b9c\.\.\. \(in_progress\)/);
    expect(screen.getByRole('heading', { level: 1, name: 'रेफ़रल की कड़ियाँ' })).toBeInTheDocument();
  });

  it('says the audit log in Hindi, its filter chip too', async () => {
    const entry: AuditLogEntry = {
      id: 40,
      at: '2026-11-20T05:30:00.000Z',
      actor: { id: ID, name: 'Dr. Kavitha Rao', role: 'expert', profession: null },
      patient: null,
      resource: 'chat_messages',
      what: 'Consultation messages',
      resourceId: null,
      reason: 'assigned expert',
    };
    stubApi({ 'GET /api/auth/session': session(admin), 'GET /api/admin/audit-log': () => json(200, { entries: [entry], nextBefore: null }) });
    const { user } = renderApp('/admin/audit-log');
    const card = await screen.findByRole('article', { name: 'Dr. Kavitha Rao ने खोला: Consultation messages' }, { timeout: 15_000 });
    expect(card).toHaveTextContent('किसने खोला');
    expect(card).toHaveTextContent('विशेषज्ञ');
    expect(card).toHaveTextContent('अकाउंट हटा दिया गया');
    expect(screen.getByText(/कम से कम 365 दिन रखी जाती हैं/)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Dr. Kavitha Rao' }));
    expect(await screen.findByRole('button', { name: 'फ़िल्टर हटाएँ: किसने खोला: Dr. Kavitha Rao' })).toBeInTheDocument();
  });
});
