import { BOOKING_MESSAGES, BOOKING_MODE_LABELS } from '@sahay/domain/appointments';
import { WEEKDAY_LABELS } from '@sahay/domain/availability';
import { LEGAL_DOCUMENT_KIND_LABELS } from '@sahay/domain/legal-document-kinds';
import { PHONE_CALL_MESSAGES } from '@sahay/domain/phone-calls';
import { TELECONSULTATION_LINE } from '@sahay/domain/prescriptions';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deskAlertText } from '@/features/expert-desk/alerts/desk-alert-text';
import { EXPERT_DESK_AREA } from '@/features/expert-desk/expert-desk-area';
import { loadExpertDomainMessages } from '@/i18n/expert-domain-messages';
import { changeLanguage, isAreaLoaded, loadArea } from '@/i18n/i18n';
import deskEn from '@/i18n/messages/en/expert-desk.json';
import deskHi from '@/i18n/messages/hi/expert-desk.json';
import { closeRealtime } from '@/lib/realtime';
import { SPECIALTIES_AREA } from '@/lib/specialty-names';
import { json, session, stubApi } from './support/api';
import { accepted, doctor, ID, overview, request } from './support/desk';
import { FakeSocket } from './support/fake-socket';
import { renderApp } from './support/render-app';

// Issue 20: experts read Hindi too. The desk, its queue, alerts and document forms in Hindi; the texts the domain
// gives keep their English word for word.
beforeEach(async () => {
  vi.stubGlobal('WebSocket', FakeSocket);
  await changeLanguage('hi');
  expect(isAreaLoaded('hi', EXPERT_DESK_AREA)).toBe(true);
  await loadArea('hi', SPECIALTIES_AREA);
  await loadExpertDomainMessages();
});
afterEach(async () => {
  closeRealtime();
  await changeLanguage('en');
});

const DESK_SCHEDULE = {
  'GET /api/expert-desk/schedule': () => json(200, { timeZone: 'Asia/Kolkata', today: [], week: [] }),
  'GET /api/expert-desk/availability': () => json(200, { availability: null }),
};

describe('the expert desk in Hindi', () => {
  it('keeps the domain’s English word for word and has Hindi for every key', () => {
    expect(deskEn['desk.noPhone']).toBe(PHONE_CALL_MESSAGES.patientHasNoPhone);
    expect(deskEn['desk.rx.teleconsultation']).toBe(TELECONSULTATION_LINE);
    expect(deskEn['desk.cancelReasonRequired']).toBe(BOOKING_MESSAGES.reasonRequired);
    for (const [kind, label] of Object.entries(LEGAL_DOCUMENT_KIND_LABELS)) expect(deskEn[`desk.doc.kind.${kind}` as keyof typeof deskEn]).toBe(label);
    for (const [mode, label] of Object.entries(BOOKING_MODE_LABELS)) expect(deskEn[`desk.mode.${mode}` as keyof typeof deskEn]).toBe(label);
    for (const [day, label] of Object.entries(WEEKDAY_LABELS)) expect(deskEn[`desk.weekday.${day}` as keyof typeof deskEn]).toBe(label);
    expect(Object.keys(deskHi).sort()).toEqual(Object.keys(deskEn).sort());
  });

  it('says the desk, an offer, the counts, the schedule and the hours in Hindi', async () => {
    stubApi({
      'GET /api/auth/session': session(doctor),
      ...DESK_SCHEDULE,
      'GET /api/expert-desk': () => json(200, overview()),
    });
    renderApp('/expert-dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dr. Kavya Rao' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(document.title).toBe('विशेषज्ञ डेस्क · Sahay');
    expect(screen.getByText(/4\.5 \(2 रेटिंग\)/)).toBeInTheDocument();
    expect(screen.getByText(/डॉक्टर · दिल के रोग ·/)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'ऑफ़लाइन' })).toBeInTheDocument();
    expect(screen.getByText('इस महीने की कमाई')).toBeInTheDocument();
    expect(screen.getByText(/^कुल 3 परामर्श पूरे हुए;/)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'नए अनुरोध (1)' })).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'दिल के रोग अनुरोध' });
    expect(card).toHaveTextContent('दिल के रोग · 52 साल · पुरुष');
    expect(card).toHaveTextContent('वीडियो');
    expect(card).toHaveTextContent('नाम, फ़ोन, पूरी जानकारी और AI आकलन स्वीकार करने के बाद दिखते हैं।');
    expect(within(card).getByRole('button', { name: 'स्वीकार करें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'अलर्ट चालू करें' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'शेड्यूल' })).toBeInTheDocument();
    expect(screen.getByText('आज कोई अपॉइंटमेंट नहीं है।')).toBeInTheDocument();
    expect(await screen.findByText('जब तक आप अपॉइंटमेंट लेने के घंटे तय नहीं करते, मरीज़ आपको बुक नहीं कर सकते।')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'अपने घंटे तय करें' })).toBeInTheDocument();
  });

  it('says an accepted consultation’s actions and its AI assessment with a Hindi plural', async () => {
    stubApi({
      'GET /api/auth/session': session(doctor),
      ...DESK_SCHEDULE,
      'GET /api/expert-desk': () => json(200, overview({ incoming: [], active: [accepted] })),
    });
    renderApp('/expert-dashboard');
    const card = await screen.findByRole('article', { name: 'Asha Verma' }, { timeout: 15_000 });
    expect(card).toHaveTextContent('AI आकलन (1 जवाब)');
    expect(card).toHaveTextContent('साथ में: Fatigue');
    expect(within(card).getByRole('link', { name: 'चैट खोलें' })).toHaveAttribute('href', `/expert-chat/${ID}`);
    expect(within(card).getByRole('link', { name: 'पर्चा लिखें' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'रेफ़र करें' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'चल रहे (1)' })).toHaveAttribute('aria-selected', 'true');
  });

  it('says the live alert and the browser notification in Hindi', () => {
    expect(
      deskAlertText({ consultationId: ID, category: 'medical', department: 'Cardiology', patientAge: 52, patientGender: 'female', at: request.createdAt }),
    ).toEqual({
      title: 'एक मरीज़ ने आपसे चैट शुरू की है',
      body: 'दिल के रोग · 52 साल · महिला। अनुरोध देखने के लिए अपना Sahay डेस्क खोलें।',
    });
  });

  it('says the prescription form, its checks and its button in Hindi', async () => {
    const calls = stubApi({
      'GET /api/auth/session': session(doctor),
      [`GET /api/expert-desk/consultations/${ID}`]: () => json(200, { ...accepted, patientAge: 34, patientGender: 'female' }),
    });
    const { user } = renderApp(`/expert-dashboard/consultations/${ID}/prescription`);
    const form = within(await screen.findByRole('form', { name: 'पर्चा' }, { timeout: 15_000 }));
    expect(document.title).toBe('पर्चा लिखें · Sahay');
    expect(screen.getByRole('region', { name: 'परामर्श' })).toHaveTextContent('34 साल · महिला · दिल के रोग');
    expect(form.getByLabelText('उम्र (साल)')).toHaveValue(34);
    expect(form.getByRole('option', { name: 'महिला' })).toHaveValue('female');
    expect(form.getByText('यह पर्चा टेलीकंसल्टेशन पर बनाया गया है।')).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'पर्चा जारी करें' }));
    await waitFor(() => expect(form.getByLabelText('निदान या शुरुआती निदान')).toHaveAccessibleDescription('शुरुआती निदान लिखें'));
    const medicine = within(form.getByRole('group', { name: 'दवा 1' }));
    expect(medicine.getByLabelText('दवा')).toHaveAccessibleDescription('दवा का नाम लिखें');
    expect(form.getByRole('checkbox', { name: /मैंने मरीज़ से उनकी उम्र की पुष्टि कर ली है/ })).toHaveAccessibleDescription('पुष्टि करें कि आपने मरीज़ की उम्र जाँच ली है');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('says the legal document form, its kinds (valued as the domain’s) and its checks in Hindi', async () => {
    stubApi({
      'GET /api/auth/session': session(doctor),
      [`GET /api/expert-desk/consultations/${ID}`]: () => json(200, { ...accepted, category: 'legal' }),
    });
    const { user } = renderApp(`/expert-dashboard/consultations/${ID}/legal-document`);
    const form = within(await screen.findByRole('form', { name: 'क़ानूनी दस्तावेज़' }, { timeout: 15_000 }));
    const kinds = within(form.getByRole('group', { name: 'दस्तावेज़ का प्रकार' }));
    expect(kinds.getByRole('radio', { name: 'सलाह नोट' })).toHaveAttribute('value', 'advice_note');
    expect(kinds.getByRole('radio', { name: 'ड्राफ़्ट दस्तावेज़' })).toHaveAttribute('value', 'draft');
    await user.click(form.getByRole('button', { name: 'दस्तावेज़ जारी करें' }));
    await waitFor(() => expect(form.getByLabelText('शीर्षक')).toHaveAccessibleDescription('शीर्षक लिखें (कम से कम 3 अक्षर)'));
  });
});
