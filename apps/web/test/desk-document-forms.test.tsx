import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, session, stubApi } from './support/api';
import { accepted, doctor, ID, overview } from './support/desk';
import { renderApp } from './support/render-app';

const COLLEAGUE = '3c2b1a0f-9e8d-4c7b-8a6f-5e4d3c2b1a0f';
const consultation = { ...accepted, patientAge: 34, patientGender: 'female' };

/** The field is marked invalid and its error is what a screen reader reads with it. */
function expectInvalid(control: HTMLElement, message: string) {
  expect(control).toHaveAttribute('aria-invalid', 'true');
  expect(control).toHaveAccessibleDescription(message);
}

describe('the desk’s prescription form (issue 7 part 4)', () => {
  it('puts each missing part under its field, the medicines’ too, and sends nothing', async () => {
    const calls = stubApi({
      'GET /api/auth/session': session(doctor),
      [`GET /api/expert-desk/consultations/${ID}`]: () => json(200, consultation),
    });
    const { user } = renderApp(`/expert-dashboard/consultations/${ID}/prescription`);
    const form = within(await screen.findByRole('form', { name: 'Prescription' }));
    expect(form.getByLabelText('Age (years)')).toHaveValue(34);
    expect(form.getByLabelText('Gender')).toHaveValue('female');

    await user.click(form.getByRole('button', { name: 'Issue prescription' }));
    await waitFor(() => expectInvalid(form.getByLabelText('Diagnosis or provisional diagnosis'), 'Enter the provisional diagnosis'));
    expectInvalid(form.getByRole('checkbox', { name: /I have confirmed the patient’s age/ }), 'Confirm that you have verified the patient’s age');
    const medicine = within(form.getByRole('group', { name: 'Medicine 1' }));
    expectInvalid(medicine.getByLabelText('Medicine'), 'Enter the medicine name');
    expectInvalid(medicine.getByLabelText('Duration'), 'Enter for how long, e.g. 5 days');
    expect(medicine.getByLabelText('Instructions (optional)')).not.toHaveAttribute('aria-invalid');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.type(form.getByLabelText('Diagnosis or provisional diagnosis'), 'Viral fever');
    await waitFor(() => expect(form.getByLabelText('Diagnosis or provisional diagnosis')).not.toHaveAttribute('aria-invalid'));
  });

  it('shows the server’s field errors under the optional fields too', async () => {
    const calls = stubApi({
      'GET /api/auth/session': session(doctor),
      [`GET /api/expert-desk/consultations/${ID}`]: () => json(200, consultation),
      'POST /api/prescriptions': () =>
        apiError(400, 'VALIDATION_FAILED', 'Please check the form', { advice: ['At most 1000 characters'], followUp: ['At most 200 characters'] }),
    });
    const { user } = renderApp(`/expert-dashboard/consultations/${ID}/prescription`);
    const form = within(await screen.findByRole('form', { name: 'Prescription' }));
    await user.click(form.getByRole('checkbox', { name: /I have confirmed the patient’s age/ }));
    await user.type(form.getByLabelText('Diagnosis or provisional diagnosis'), 'Viral fever');
    const medicine = within(form.getByRole('group', { name: 'Medicine 1' }));
    const drug = { Medicine: 'Paracetamol', Strength: '500 mg', Dose: '1 tablet', Frequency: 'Twice a day', Duration: '5 days' };
    for (const [label, value] of Object.entries(drug)) {
      await user.type(medicine.getByLabelText(label), value);
    }
    await user.type(form.getByLabelText('Advice (optional)'), 'Rest and fluids');
    await user.click(form.getByRole('button', { name: 'Issue prescription' }));

    await waitFor(() => expectInvalid(form.getByLabelText('Advice (optional)'), 'At most 1000 characters'));
    expectInvalid(form.getByLabelText('Follow-up (optional)'), 'At most 200 characters');
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      patientAge: 34,
      patientGender: 'female',
      ageConfirmed: true,
      advice: 'Rest and fluids',
    });
  });
});

describe('the desk’s legal document form (issue 7 part 5)', () => {
  it('wires the title’s and the body’s errors to them, and sends the chosen kind', async () => {
    const calls = stubApi({
      'GET /api/auth/session': session(doctor),
      [`GET /api/expert-desk/consultations/${ID}`]: () => json(200, { ...consultation, category: 'legal' }),
      'POST /api/legal-documents': () => apiError(400, 'VALIDATION_FAILED', 'Please check the form', { title: ['That title is taken'] }),
    });
    const { user } = renderApp(`/expert-dashboard/consultations/${ID}/legal-document`);
    const form = within(await screen.findByRole('form', { name: 'Legal document' }));
    const title = form.getByLabelText('Title');
    const body = form.getByLabelText('Advice or draft');
    expect(body).toHaveAccessibleDescription('Plain text; paragraphs are kept in the PDF');

    await user.click(form.getByRole('button', { name: 'Issue document' }));
    await waitFor(() => expectInvalid(title, 'Enter a title (at least 3 characters)'));
    expectInvalid(body, 'Write the advice or the draft (at least 20 characters)');

    const kinds = within(form.getByRole('group', { name: 'Kind of document' }));
    expect(kinds.getAllByRole('radio').find((radio) => (radio as HTMLInputElement).checked)).toBeDefined();
    await user.click(kinds.getAllByRole('radio')[1]!);
    await user.type(title, 'Notice for the landlord');
    await user.type(body, 'The deposit is to be returned within thirty days.');
    await user.click(form.getByRole('button', { name: 'Issue document' }));
    await waitFor(() => expectInvalid(title, 'That title is taken'));
    expect(body).not.toHaveAttribute('aria-invalid');
    const sent = calls.find((call) => call.method === 'POST')?.body as { kind: string };
    expect(sent.kind).toBe((kinds.getAllByRole('radio')[1] as HTMLInputElement).value);
  });
});

describe('the desk’s referral dialog (issue 7 part 2)', () => {
  it('marks the colleague and the reason invalid until they are given, then refers', async () => {
    const calls = stubApi({
      'GET /api/auth/session': session(doctor),
      'GET /api/expert-desk': () => json(200, overview({ incoming: [], active: [consultation] })),
      'GET /api/expert-desk/referral-targets': () =>
        json(200, { experts: [{ id: COLLEAGUE, name: 'Dr. Arjun Mehta', specialization: 'General Medicine', isOnline: true, rating: 4.7 }] }),
      [`POST /api/expert-desk/consultations/${ID}/refer`]: () => json(200, { ok: true }),
    });
    const { user } = renderApp('/expert-dashboard');
    await user.click(await screen.findByRole('button', { name: 'Refer' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Refer Asha Verma' }));
    const to = dialog.getByLabelText('Refer to');
    await waitFor(() => expect(to).toBeEnabled());

    await user.click(dialog.getByRole('button', { name: 'Refer' }));
    await waitFor(() => expectInvalid(to, 'Choose the expert to refer to'));
    expectInvalid(dialog.getByLabelText('Reason'), 'Say why you refer (at least 5 characters)');

    await user.selectOptions(to, 'Dr. Arjun Mehta · General Medicine · online');
    await waitFor(() => expect(to).not.toHaveAttribute('aria-invalid'));
    await user.type(dialog.getByLabelText('Reason'), 'Needs a second opinion');
    await user.click(dialog.getByRole('button', { name: 'Refer' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ toExpertId: COLLEAGUE, reason: 'Needs a second opinion' }));
  });
});
