import { healthScore } from '@sahay/domain/health-score';
import { HEALTH_QR_TEXTS, HEALTH_SHARE_SCOPE_LABELS, PATIENT_DETAILS_TEXTS, SHARE_EXPIRY_LABELS, SHARED_SECTION_LABELS } from '@sahay/domain/health-shares';
import { DATA_EXPORT_FORMAT_LABELS, DATA_EXPORT_TEXTS } from '@sahay/domain/data-export';
import { describeAge, FAMILY_GENDER_LABELS, FAMILY_MESSAGES, FAMILY_RELATION_LABELS } from '@sahay/domain/family-members';
import { screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { HealthTracker } from '@/features/health-tracker/components/health-tracker';
import { FamilyPage } from '@/features/family/components/family-page';
import HealthQrDialog from '@/features/health-qr/components/health-qr-dialog';
import { SharedHealthCards } from '@/features/patient-details/components/shared-health-cards';
import { loadDomainMessages } from '@/i18n/domain-messages';
import { changeLanguage, translate } from '@/i18n/i18n';
import { asha, json, session, stubApi } from './support/api';
import { fakeCanvas } from './support/canvas';
import { renderAt } from './support/render-app';

// Issue 20 part 2: the Health Tracker, family members, the Health QR dialog and the shared patient details in Hindi
// (the patient's other pages: i18n-hindi-patient.test.tsx). English stays the domain's words; each finds a Hindi text.
afterEach(async () => {
  await changeLanguage('en');
});

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('the Health Tracker in Hindi', () => {
  it('labels the form, marks a high reading and names the history in Hindi', async () => {
    // The charts draw with uPlot, which needs a canvas jsdom does not have.
    fakeCanvas();
    const readings = [
      {
        id: uuid(7),
        recordedAt: '2026-02-20T06:00:00.000Z',
        bloodPressureSystolic: 146,
        bloodPressureDiastolic: 94,
        heartRate: 72,
        bloodSugar: null,
        weight: null,
      },
    ];
    stubApi({
      'GET /api/auth/session': session(asha),
      'GET /api/vitals': () => json(200, { readings }),
      'GET /api/vitals/summary': () => json(200, { score: healthScore(readings, new Date()), latest: readings[0] }),
    });
    await changeLanguage('hi');
    await loadDomainMessages();
    renderAt(
      '/health-tracker',
      <Suspense fallback={null}>
        <HealthTracker />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'रीडिंग डालें' })).toBeInTheDocument();
    expect(screen.getByLabelText('ऊपर वाला (सिस्टोलिक)')).toHaveAttribute('placeholder', 'जैसे 120');
    const history = await screen.findByRole('list', { name: 'आपकी रीडिंग, सबसे नई पहले' });
    expect(within(history).getAllByText('सामान्य से ज़्यादा').length).toBeGreaterThan(0);
    expect(within(history).getByText('ब्लड प्रेशर')).toBeInTheDocument();
  });
});

describe('family members in Hindi', () => {
  it('keeps the domain’s English word for word', async () => {
    await import('@/features/family/components/family-page');
    for (const [relation, label] of Object.entries(FAMILY_RELATION_LABELS))
      expect(translate('en', `family.relation.${relation}` as 'family.relation.child')).toBe(label);
    for (const [gender, label] of Object.entries(FAMILY_GENDER_LABELS)) expect(translate('en', `family.gender.${gender}` as 'family.gender.male')).toBe(label);
    for (const key of ['added', 'updated', 'removed', 'loadFailed', 'saveFailed', 'removeFailed', 'patientsOnly'] as const) {
      expect(translate('en', `family.${key}`)).toBe(FAMILY_MESSAGES[key]);
    }
    expect(translate('en', 'family.limit', { count: 10 })).toBe(FAMILY_MESSAGES.limit);
    expect(translate('en', 'family.months', { count: 1 })).toBe(describeAge('2026-01-10', '2026-02-10'));
    expect(translate('en', 'family.years', { count: 7 })).toBe(describeAge('2018-06-15', '2026-02-10'));
    expect(translate('en', 'family.removeText', { name: 'Aarav' })).toMatch(/^Aarav's vitals readings/);
  });

  it('lists a member with relation, age and gender in Hindi', async () => {
    stubApi({
      'GET /api/auth/session': session(asha),
      'GET /api/family-members': () =>
        json(200, {
          members: [{ id: uuid(11), name: 'Aarav Verma', relation: 'child', dateOfBirth: '2018-06-15', gender: 'male', createdAt: '2026-01-01T00:00:00.000Z' }],
          limit: 10,
        }),
    });
    await changeLanguage('hi');
    renderAt(
      '/family',
      <Suspense fallback={null}>
        <FamilyPage />
      </Suspense>,
    );
    const list = await screen.findByRole('list', { name: 'परिवार के सदस्य' });
    expect(within(list).getByText(/^बच्चा · \d+ साल · पुरुष$/)).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Aarav Verma को हटाएँ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'परिवार का सदस्य जोड़ें' })).toBeInTheDocument();
  });
});

describe('the Health QR dialog in Hindi', () => {
  it('keeps the domain’s English word for word', () => {
    for (const [key, text] of Object.entries(HEALTH_QR_TEXTS)) expect(translate('en', `qr.${key}` as 'qr.title')).toBe(text);
    for (const [scope, label] of Object.entries(HEALTH_SHARE_SCOPE_LABELS)) expect(translate('en', `qr.scope.${scope}` as 'qr.scope.vitals')).toBe(label);
    for (const [expiry, label] of Object.entries(SHARE_EXPIRY_LABELS)) expect(translate('en', `qr.expiry.${expiry}` as 'qr.expiry.1h')).toBe(label);
    for (const [section, label] of Object.entries(SHARED_SECTION_LABELS)) expect(translate('en', `qr.section.${section}` as 'qr.section.vitals')).toBe(label);
    for (const [format, { title, description }] of Object.entries(DATA_EXPORT_FORMAT_LABELS)) {
      expect(translate('en', `qr.format.${format}` as 'qr.format.json')).toBe(title);
      expect(translate('en', `qr.format.${format}Text` as 'qr.format.jsonText')).toBe(description);
    }
    expect(translate('en', 'qr.downloading')).toBe(DATA_EXPORT_TEXTS.downloading);
    expect(translate('en', 'qr.downloadFailed')).toBe(DATA_EXPORT_TEXTS.failed);
    expect(translate('en', 'qr.downloaded')).toBe(DATA_EXPORT_TEXTS.saved);
  });

  it('names the privacy controls and the link’s lifetime in Hindi', async () => {
    stubApi({ 'GET /api/auth/session': session(asha), 'GET /api/health-shares': () => json(200, { shares: [] }) });
    await changeLanguage('hi');
    renderAt(
      '/',
      <Suspense fallback={null}>
        <HealthQrDialog open onOpenChange={() => undefined} />
      </Suspense>,
    );
    expect(await screen.findByRole('dialog', { name: 'आपका हेल्थ QR कोड' })).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: 'निजी जानकारी' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '24 घंटे' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'QR कोड बनाएँ' })).toBeInTheDocument();
    expect(await screen.findByText('आपके चालू लिंक (0)')).toBeInTheDocument();
  });
});

describe('the shared patient details in Hindi', () => {
  it('keeps the domain’s English word for word', () => {
    for (const [key, text] of Object.entries(PATIENT_DETAILS_TEXTS)) expect(translate('en', `details.${key}` as 'details.loading')).toBe(text);
  });

  it('heads each shared card in Hindi', async () => {
    stubApi({ 'GET /api/auth/session': session(null) });
    await changeLanguage('hi');
    renderAt(
      '/patient-details/x',
      <Suspense fallback={null}>
        <SharedHealthCards
          view={{
            kind: 'qr',
            expiresAt: null,
            sections: ['patient_information', 'next_appointment', 'lab_reports'],
            patientInformation: { name: 'Asha Verma', email: null, phone: null, totalConnections: 2 },
            nextAppointment: { at: null },
            labReports: [],
          }}
        />
      </Suspense>,
    );
    const info = await screen.findByRole('region', { name: 'मरीज़ की जानकारी' });
    expect(within(info).getByText('कुल जुड़ाव')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'अगला अपॉइंटमेंट' })).getByText('कोई आने वाला अपॉइंटमेंट नहीं')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'लैब रिपोर्ट' })).getByText('कोई लैब रिपोर्ट नहीं')).toBeInTheDocument();
  });
});
