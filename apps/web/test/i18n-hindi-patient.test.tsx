import { DASHBOARD_FIELDS, DASHBOARD_TABS, DASHBOARD_TEXTS, welcomeBack } from '@sahay/domain/dashboard';
import type { MedicalDashboard } from '@sahay/domain/dashboard-schemas';
import { healthScore, HEALTH_SCORE_LABELS } from '@sahay/domain/health-score';
import { MEDICAL_RECORD_TYPES, RECORDS_MESSAGES } from '@sahay/domain/medical-records';
import { HISTORY_FIELD_LABELS, HISTORY_TEXTS } from '@sahay/domain/consultation-history';
import { PROFILE_MESSAGES } from '@sahay/domain/profile';
import { EXPERT_LANGUAGES } from '@sahay/domain/expert-catalogues';
import { FAMILY_GENDER_LABELS } from '@sahay/domain/family-members';
import { screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { EditProfilePage } from '@/features/edit-profile/components/edit-profile-page';
import { PrescriptionDocument } from '@/features/prescriptions/components/prescription-document';
import { PrescriptionThankYouPage } from '@/features/prescriptions/components/prescription-thank-you-page';
import { PatientDashboardPage } from '@/features/patient-dashboard/components/patient-dashboard-page';
import { ProfileMenuPage } from '@/features/profile/components/profile-menu-page';
import { loadDomainMessages } from '@/i18n/domain-messages';
import { changeLanguage, translate } from '@/i18n/i18n';
import dashboardEn from '@/i18n/messages/en/patient-dashboard.json';
import { asha, json, session, stubApi } from './support/api';
import { renderAt } from './support/render-app';

// Issue 20 part 2: the patient's own pages in Hindi. English stays the spec's words (the domain's constants); each page
// finds a Hindi text, so a missing Hindi key fails here.
afterEach(async () => {
  await changeLanguage('en');
});

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function medical(): MedicalDashboard {
  return {
    field: 'medical',
    name: 'Asha Verma',
    stats: { upcomingAppointments: 0, medicalRecords: 1, prescriptions: 0 },
    healthScore: healthScore([], new Date()),
    nextAppointment: null,
    appointments: [],
    appointmentCount: 0,
    records: [
      {
        kind: 'record',
        id: uuid(3),
        title: 'Thyroid profile',
        recordType: 'Lab Report',
        recordDate: '2026-02-20',
        doctorName: null,
        hospitalName: null,
        file: null,
        createdAt: '2026-02-20T06:00:00.000Z',
      },
    ],
    prescriptions: [],
  };
}

describe('the patient dashboard in Hindi', () => {
  it('keeps the domain’s English word for word', () => {
    const en = dashboardEn as Record<string, string>;
    for (const [field, texts] of Object.entries(DASHBOARD_FIELDS)) {
      expect(en[`dashboard.field.${field}`]).toBe(texts.tab);
      expect(en[`dashboard.heading.${field}`]).toBe(texts.heading);
      expect(en[`dashboard.request.${field}`]).toBe(texts.requestLabel);
    }
    for (const tab of DASHBOARD_TABS) expect(en[`dashboard.tab.${tab.value}`]).toBe(tab.label);
    for (const [level, label] of Object.entries(HEALTH_SCORE_LABELS)) expect(en[`dashboard.score.${level}`]).toBe(label);
    for (const type of MEDICAL_RECORD_TYPES) expect(en[`records.type.${type}`]).toBe(type);
    expect(en['dashboard.signedOut']).toBe(DASHBOARD_TEXTS.signedOut);
    expect(en['dashboard.failed']).toBe(DASHBOARD_TEXTS.failed);
    expect(en['dashboard.patientsOnly']).toBe(DASHBOARD_TEXTS.patientsOnly);
    expect(translate('en', 'dashboard.welcomeBack', { name: 'Asha' })).toBe(welcomeBack('Asha'));
    for (const key of ['uploaded', 'uploadFailed', 'renamed', 'renameFailed', 'deleted', 'deleteFailed', 'loadFailed', 'chooseFile'] as const) {
      expect(en[`records.${key}`]).toBe(RECORDS_MESSAGES[key]);
    }
  });

  it('welcomes the patient, names the cards and the tabs in Hindi', async () => {
    stubApi({
      'GET /api/auth/session': session(asha),
      'GET /api/dashboard': () => json(200, medical()),
      'GET /api/family-members': () => json(200, { members: [], limit: 10 }),
    });
    await changeLanguage('hi');
    renderAt(
      '/patient-dashboard',
      <Suspense fallback={null}>
        <PatientDashboardPage healthTracker={() => null} healthQr={() => null} />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'फिर से स्वागत है, Asha Verma' })).toBeInTheDocument();
    const summary = await screen.findByRole('region', { name: 'सारांश' });
    expect(within(summary).getByText('आने वाले अपॉइंटमेंट')).toBeInTheDocument();
    expect(within(summary).getByText('पूरी जानकारी नहीं')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'पर्चे' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'तुरंत करें' })).getByRole('link', { name: 'अपॉइंटमेंट बुक करें' })).toBeInTheDocument();
    expect(screen.getByText(/लैब रिपोर्ट · .* · कोई फ़ाइल नहीं लगी/)).toBeInTheDocument();
  });
});

describe('the profile menu in Hindi', () => {
  it('keeps the domain’s English word for word', () => {
    for (const [field, label] of Object.entries(HISTORY_FIELD_LABELS)) expect(translate('en', 'profile.field', { field })).toBe(label);
    expect(translate('en', 'profile.noDescription')).toBe(HISTORY_TEXTS.noDescription);
    expect(translate('en', 'profile.expertAssigned')).toBe(HISTORY_TEXTS.expertAssigned);
    expect(translate('en', 'profile.historyFailed')).toBe(HISTORY_TEXTS.loadFailed);
    expect(translate('en', 'profile.locationNotSet')).toBe(PROFILE_MESSAGES.locationNotSet);
  });

  it('names the links, the Quick Access tiles with their plural counts, and a location not set', async () => {
    stubApi({
      'GET /api/auth/session': session(asha),
      'GET /api/profile': () => json(200, { name: asha.name, email: asha.email, phone: asha.phone, city: null, state: null, languages: [] }),
      'GET /api/consultations/history': () => json(200, { counts: { medical: 1, legal: 0, finance: 2, tech: 0 }, consultations: [] }),
    });
    await changeLanguage('hi');
    renderAt(
      '/profile-menu',
      <Suspense fallback={null}>
        <ProfileMenuPage />
      </Suspense>,
    );
    expect(await screen.findByRole('link', { name: 'प्रोफ़ाइल बदलें' })).toHaveAttribute('href', '/edit-profile');
    expect(screen.getByRole('button', { name: 'लॉग आउट' })).toBeInTheDocument();
    expect(await screen.findByText('जगह नहीं दी गई')).toBeInTheDocument();
    // Hindi treats 0 like 1: '0 सलाह', '1 सलाह', '2 सलाहें'.
    expect(await screen.findByRole('button', { name: 'इलाज: 1 सलाह' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'क़ानूनी: 0 सलाह' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'टैक्स और पैसा: 2 सलाहें' })).toBeInTheDocument();
  });
});

describe('edit profile in Hindi', () => {
  it('keeps the domain’s English word for word', async () => {
    await import('@/features/edit-profile/components/edit-profile-page');
    expect(translate('en', 'editProfile.submit')).toBe(PROFILE_MESSAGES.submit);
    expect(translate('en', 'editProfile.updated')).toBe(PROFILE_MESSAGES.updated.title);
    expect(translate('en', 'editProfile.updateFailed')).toBe(PROFILE_MESSAGES.updateFailed.title);
    expect(translate('en', 'editProfile.updateFailedFallback')).toBe(PROFILE_MESSAGES.updateFailed.fallback);
    expect(translate('en', 'editProfile.invalidName')).toBe(PROFILE_MESSAGES.invalidName.title);
    expect(translate('en', 'editProfile.invalidNameText')).toBe(PROFILE_MESSAGES.invalidName.description);
    expect(translate('en', 'editProfile.invalidPhone')).toBe(PROFILE_MESSAGES.invalidPhone.title);
    expect(translate('en', 'editProfile.invalidPhoneText')).toBe(PROFILE_MESSAGES.invalidPhone.description);
    expect(translate('en', 'editProfile.emailReadOnly')).toBe(PROFILE_MESSAGES.emailReadOnly);
    expect(translate('en', 'editProfile.loadFailed')).toBe(PROFILE_MESSAGES.loadFailed);
    for (const language of EXPERT_LANGUAGES) expect(translate('en', `editProfile.language.${language}`)).toBe(language);
    for (const [gender, label] of Object.entries(FAMILY_GENDER_LABELS))
      expect(translate('en', `editProfile.gender.${gender}` as 'editProfile.gender.male')).toBe(label);
  });

  it('labels the form, the languages and the button in Hindi', async () => {
    stubApi({
      'GET /api/auth/session': session(asha),
      'GET /api/profile': () =>
        json(200, {
          name: asha.name,
          email: asha.email,
          phone: asha.phone,
          city: null,
          state: null,
          languages: [],
          dateOfBirth: null,
          gender: null,
          appLanguage: 'hi',
        }),
    });
    await changeLanguage('hi');
    // The form's fields say the domain's messages; their Hindi loads with the first form (as after the login page).
    await loadDomainMessages();
    renderAt(
      '/edit-profile',
      <Suspense fallback={null}>
        <EditProfilePage />
      </Suspense>,
    );
    const form = await screen.findByRole('form', { name: 'प्रोफ़ाइल बदलें' });
    expect(within(form).getByLabelText('पूरा नाम')).toHaveValue(asha.name);
    expect(within(form).getByRole('checkbox', { name: 'हिन्दी' })).toBeInTheDocument();
    expect(within(form).getByRole('option', { name: 'महिला' })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'प्रोफ़ाइल सेव करें' })).toBeInTheDocument();
  });
});

describe('prescriptions in Hindi', () => {
  it('heads the prescription’s parts in Hindi and leaves what the doctor wrote as written', async () => {
    stubApi({ 'GET /api/auth/session': session(asha) });
    await changeLanguage('hi');
    renderAt(
      '/prescription-view/x',
      <Suspense fallback={null}>
        <PrescriptionDocument
          prescription={{
            id: uuid(4),
            consultationId: null,
            date: '2026-02-10',
            issuedAt: '2026-02-10T06:00:00.000Z',
            doctor: { name: 'Dr. Kavitha Rao', qualification: 'MBBS', registrationNumber: '', council: '', specialization: 'General Physician' },
            patient: { name: 'Asha Verma', age: 34, gender: 'female', phone: null },
            diagnosis: 'Viral fever',
            medicines: [{ name: 'Paracetamol', strength: '500 mg', dose: '1 tablet', frequency: 'Thrice a day', duration: '3 days', instructions: '' }],
            advice: null,
            followUp: null,
            problem: null,
            teleconsultationLine: 'Teleconsultation',
          }}
        />
      </Suspense>,
    );
    const article = await screen.findByRole('article', { name: 'पर्चा' });
    expect(within(article).getByText('रजिस्ट्रेशन नं.: नहीं बताया')).toBeInTheDocument();
    expect(within(article).getByText('34 साल')).toBeInTheDocument();
    expect(within(article).getByText('महिला')).toBeInTheDocument();
    expect(within(article).getByText('Viral fever')).toBeInTheDocument();
    expect(within(article).getByText('खुराक: 1 tablet · कितनी बार: Thrice a day · कितने दिन: 3 days')).toBeInTheDocument();
  });

  it('says the next steps after a prescription in Hindi', async () => {
    stubApi({ 'GET /api/auth/session': session(asha) });
    await changeLanguage('hi');
    renderAt(
      `/prescription-thank-you?patientName=Asha&prescriptionId=${uuid(4)}`,
      <Suspense fallback={null}>
        <PrescriptionThankYouPage />
      </Suspense>,
    );
    expect(await screen.findByText('पर्चा तैयार है')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'आगे क्या करें' })).toBeInTheDocument();
    expect(screen.getByText('हर दवा ठीक वैसे ही लें जैसे लिखा है, और पूरे दिनों तक लें।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'पर्चा देखें' })).toHaveAttribute('href', `/prescription-view/${uuid(4)}`);
  });
});
