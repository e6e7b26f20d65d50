import { DEPARTMENTS } from '@sahay/domain/categories';
import { FALLBACK_TRIAGE_QUESTIONS, FALLBACK_TRIAGE_QUESTIONS_HINDI } from '@sahay/domain/triage-questions';
import { ADDITIONAL_SYMPTOMS, MEDICAL_REQUIRED_MESSAGE } from '@sahay/domain/consultation-requests';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fetchTriageQuestion } from '@/features/consult/api/triage-question';
import { CONSULT_AREA } from '@/features/consult/consult-area';
import { VERTICALS_AREA } from '@/features/verticals/verticals-area';
import { MEDICAL_CONTENT } from '@/features/verticals/content/medical';
import { loadDomainMessages } from '@/i18n/domain-messages';
import { changeLanguage, isAreaLoaded } from '@/i18n/i18n';
import consultEn from '@/i18n/messages/en/consult.json';
import consultHi from '@/i18n/messages/hi/consult.json';
import specialtiesEn from '@/i18n/messages/en/specialties.json';
import { closeMedicalConsultation } from '@/lib/medical-consultation';
import { SPECIALTIES_AREA } from '@/lib/specialty-names';
import { apiError, session, stubApi } from './support/api';
import { renderApp } from './support/render-app';
import { findToast } from './support/toasts';

// Issue 20 part 2: 'Connect with Expert Doctor' in Hindi. The areas are imported here, so switching to Hindi loads
// them first, as it does for a reader who switches with the page open.
const AREAS = [CONSULT_AREA, SPECIALTIES_AREA, VERTICALS_AREA, MEDICAL_CONTENT.area];

afterEach(async () => {
  act(() => closeMedicalConsultation());
  await changeLanguage('en');
});

describe('the consultation modal in Hindi', () => {
  it('asks the fixed assessment question in the reader’s language when the AI call fails (issue 20 part 2)', async () => {
    stubApi({ 'POST /api/ai/medical-triage-questions': () => apiError(503, 'UNAVAILABLE', 'down') });
    const request = { questionNumber: 2, symptoms: 'fever', department: 'General Physician' } as const;
    expect(await fetchTriageQuestion(request)).toBe(FALLBACK_TRIAGE_QUESTIONS[1]);
    await changeLanguage('hi');
    expect(await fetchTriageQuestion(request)).toBe(FALLBACK_TRIAGE_QUESTIONS_HINDI[1]);
  });

  it('keeps the spec’s English, names every department and extra symptom, and has Hindi for every key', () => {
    expect(consultEn['consult.required']).toBe(MEDICAL_REQUIRED_MESSAGE);
    const keys: Record<string, string> = consultEn;
    for (const symptom of ADDITIONAL_SYMPTOMS) expect(keys[`symptom.${symptom}`]).toBe(symptom);
    const groups: Record<string, string> = specialtiesEn;
    for (const department of DEPARTMENTS) expect(groups[`group.${department}`]).toBe(department);
    expect(Object.keys(consultHi).sort()).toEqual(Object.keys(consultEn).sort());
  });

  it('asks for the patient’s details in Hindi', async () => {
    stubApi({ 'GET /api/auth/session': session(null) });
    await changeLanguage('hi');
    for (const area of AREAS) expect(isAreaLoaded('hi', area), area).toBe(true);
    // The forms' Hindi field errors, which load with the first form (i18n/domain-messages.ts).
    await loadDomainMessages();
    const { user } = renderApp('/doctor');
    await user.click(await screen.findByRole('button', { name: 'ऑडियो कॉल' }, { timeout: 15_000 }));
    const dialog = within(await screen.findByRole('dialog', { name: 'विशेषज्ञ डॉक्टर से जुड़ें' }, { timeout: 15_000 }));
    expect(dialog.getByText('चरण 1 / 5 · मरीज़ की जानकारी')).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: 'पूरा नाम' })).toBeInTheDocument();
    const department = dialog.getByRole('combobox', { name: 'विभाग' });
    expect(within(department).getByRole('option', { name: 'त्वचा रोग' })).toHaveValue('Dermatology');
    await user.click(dialog.getByRole('button', { name: 'आगे बढ़ें' }));
    expect(await findToast('कृपया सभी ज़रूरी जानकारी भरें')).toBeTruthy();
  });
});
