import type { ExpertSearchCard } from '@sahay/domain/expert-search';
import { callDurationText, type CallRecord } from '@sahay/domain/call-life';
import { MYSELF_LABEL } from '@sahay/domain/family-member-rules';
import { HEALTH_SCORE_LABELS, HEALTH_SCORE_NOTE, healthScore, WEIGHT_NOT_SCORED, type DatedVitals } from '@sahay/domain/health-score';
import { URGENT_READING_TEXT } from '@sahay/domain/vitals';
import { RATING_MESSAGES } from '@sahay/domain/ratings';
import { screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { CallHistory } from '@/components/call-history';
import { CallModeNote } from '@/components/call-mode-note';
import { StatusBadge } from '@/components/consultation-status-badge';
import { ConsultationTimeline } from '@/components/consultation-timeline';
import { CONSULTATION_CARDS_AREA } from '@/components/consultation-cards-area';
import { PersonChooser } from '@/components/person-chooser';
import { HealthScoreBody } from '@/components/health-score-body';
import { ErrorCard } from '@/components/query-states';
import { RateExperience } from '@/components/rate-experience-dialog';
import { SHARED_AREA } from '@/components/shared-area';
import { EXPERT_SEARCH_AREA } from '@/features/expert-search/expert-search-area';
import { changeLanguage, isAreaLoaded, translate } from '@/i18n/i18n';
import cardsEn from '@/i18n/messages/en/consultation-cards.json';
import cardsHi from '@/i18n/messages/hi/consultation-cards.json';
import sharedEn from '@/i18n/messages/en/shared.json';
import sharedHi from '@/i18n/messages/hi/shared.json';
import scoreEn from '@/i18n/messages/en/health-score.json';
import scoreHi from '@/i18n/messages/hi/health-score.json';
import { json, session, stubApi } from './support/api';
import { renderApp, renderAt } from './support/render-app';
import { findToast } from './support/toasts';

// Issue 20: the small pieces many pages share, in Hindi; their English stays the spec's and the domain's words.
afterEach(async () => {
  await changeLanguage('en');
});

const CONSULTATION = '00000000-0000-4000-8000-000000000021';
const expert: ExpertSearchCard = {
  id: '00000000-0000-4000-8000-000000000011',
  name: 'Dr. Zenobia Quill',
  category: 'medical',
  specialization: 'Cardiologist',
  rating: 4.8,
  experienceYears: 12,
  languages: ['English', 'Hindi'],
  isOnline: true,
  isVerified: true,
  profilePhoto: null,
  fee: 299,
  nextSlot: null,
};
const call = (status: CallRecord['status'], durationSeconds: number | null): CallRecord => ({
  id: `00000000-0000-4000-8000-0000000001${String(durationSeconds ?? 0)
    .padStart(2, '0')
    .slice(-2)}`,
  mode: 'video',
  status,
  createdAt: '2026-11-20T10:00:00.000Z',
  startedAt: durationSeconds === null ? null : '2026-11-20T10:00:05.000Z',
  endedAt: null,
  durationSeconds,
});

describe('the shared pieces: the catalogue', () => {
  it('has Hindi for every key, and the domain’s English word for word', () => {
    expect(Object.keys(sharedHi).sort()).toEqual(Object.keys(sharedEn).sort());
    expect(Object.keys(cardsHi).sort()).toEqual(Object.keys(cardsEn).sort());
    expect(sharedEn['shared.myself']).toBe(MYSELF_LABEL);
    expect(cardsEn['cards.rate.required']).toBe(RATING_MESSAGES.required);
    expect(cardsEn['cards.rate.failed']).toBe(RATING_MESSAGES.failed);
    expect(cardsEn['cards.rate.thanks']).toBe(RATING_MESSAGES.thanks);
    for (const stars of [1, 4]) expect(translate('en', 'cards.rate.rated', { count: stars })).toBe(RATING_MESSAGES.rated(stars));
  });

  it('says a call’s length as the domain does in English', () => {
    renderAt('/', <CallHistory calls={[call('ended', 40), call('ended', 125), call('ended', 3900)]} />);
    for (const seconds of [40, 125, 3900]) expect(screen.getByText(`· ${callDurationText(seconds)}`)).toBeInTheDocument();
  });
});

const NOW = new Date('2026-11-24T12:00:00.000Z');
const reading = (values: Partial<DatedVitals>): DatedVitals => ({
  bloodPressureSystolic: null,
  bloodPressureDiastolic: null,
  heartRate: null,
  bloodSugar: null,
  weight: null,
  recordedAt: '2026-11-24T08:00:00.000Z',
  ...values,
});
// Normal, a little and well outside, above and below, for each scored measure.
const SCORES = [
  [reading({ bloodPressureSystolic: 112, bloodPressureDiastolic: 74, heartRate: 72, bloodSugar: 100 })],
  [reading({ bloodPressureSystolic: 128, bloodPressureDiastolic: 78, heartRate: 104, bloodSugar: 150 })],
  [reading({ bloodPressureSystolic: 185, bloodPressureDiastolic: 125, heartRate: 38, bloodSugar: 40 })],
  [reading({ bloodPressureSystolic: 86, bloodPressureDiastolic: 58, heartRate: 55, bloodSugar: 65 })],
  [reading({ bloodPressureSystolic: 70, bloodPressureDiastolic: 45, heartRate: 150, bloodSugar: 320 })],
  [reading({ heartRate: 72 })],
].map((readings) => healthScore(readings, NOW));

describe('the Health Score', () => {
  it('says each reason, gap and note in the domain’s English word for word', () => {
    expect(Object.keys(scoreHi).sort()).toEqual(Object.keys(scoreEn).sort());
    expect(scoreEn['score.note']).toBe(HEALTH_SCORE_NOTE);
    expect(scoreEn['score.weightNotScored']).toBe(WEIGHT_NOT_SCORED);
    expect(scoreEn['score.urgent']).toBe(URGENT_READING_TEXT);
    const wheres = new Set<string>();
    for (const score of SCORES) {
      const { unmount } = renderAt('/', <HealthScoreBody score={score} />);
      expect(screen.getByText(HEALTH_SCORE_LABELS[score.level])).toBeInTheDocument();
      const items = screen.getAllByRole('listitem').map((item) => item.textContent);
      for (const reason of score.reasons) {
        expect(items.some((item) => item?.startsWith(`${reason.text} (`))).toBe(true);
        wheres.add(`${reason.band}/${reason.direction}`);
      }
      for (const missing of score.missing) expect(items).toContain(missing.text);
      unmount();
    }
    expect([...wheres].sort()).toEqual(['borderline/high', 'borderline/low', 'normal/null', 'outside/high', 'outside/low']);
  });

  it('says the score, its reasons and the call to 112 in Hindi', async () => {
    stubApi({ 'GET /api/auth/session': session(null) });
    await changeLanguage('hi');
    renderAt(
      '/',
      <Suspense fallback={null}>
        <HealthScoreBody score={SCORES[2]!} />
      </Suspense>,
    );
    expect(await screen.findByText('ध्यान देने की ज़रूरत')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('अभी 112 पर कॉल करें।');
    expect(screen.getByRole('link', { name: '112 पर कॉल करें' })).toHaveAttribute('href', 'tel:112');
    expect(screen.getByRole('list', { name: 'क्यों' })).toHaveTextContent('ब्लड प्रेशर 185/125 mmHg सामान्य दायरे से काफ़ी ऊपर है');
  });
});

describe('the shared pieces in Hindi', () => {
  it('shows an expert card in Hindi on the expert search', async () => {
    stubApi({ 'GET /api/auth/session': session(null), 'GET /api/experts/search': () => json(200, { experts: [expert], total: 1 }) });
    await changeLanguage('hi');
    expect(isAreaLoaded('hi', EXPERT_SEARCH_AREA) && isAreaLoaded('hi', CONSULTATION_CARDS_AREA)).toBe(true);
    renderApp('/expert-search-results?q=quill');
    const card = await screen.findByRole('article', { name: 'Dr. Zenobia Quill' }, { timeout: 15_000 });
    expect(within(card).getByText('12 साल का अनुभव')).toBeInTheDocument();
    expect(within(card).getByText('ऑनलाइन')).toBeInTheDocument();
    expect(within(card).getByLabelText('जाँचा हुआ')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Dr. Zenobia Quill की प्रोफ़ाइल' })).toHaveTextContent('प्रोफ़ाइल');
  });

  it('says the status, the history, the calls, the call note, the chooser and an error in Hindi', async () => {
    stubApi({
      'GET /api/auth/session': session(null),
      [`GET /api/consultations/${CONSULTATION}/status-history`]: () =>
        json(200, {
          consultationId: CONSULTATION,
          status: 'completed',
          changes: [
            {
              id: 1,
              action: 'create',
              fromStatus: null,
              toStatus: 'pending',
              actorRole: 'patient',
              actorName: 'Asha Verma',
              note: null,
              createdAt: '2026-11-20T09:00:00.000Z',
            },
            {
              id: 2,
              action: 'accept',
              fromStatus: 'pending',
              toStatus: 'active',
              actorRole: 'expert',
              actorName: 'Dr. Quill',
              note: null,
              createdAt: '2026-11-20T09:05:00.000Z',
            },
          ],
        }),
    });
    await changeLanguage('hi');
    expect(isAreaLoaded('hi', SHARED_AREA)).toBe(true);
    renderAt(
      '/',
      <Suspense fallback={null}>
        <StatusBadge status="cancelled" />
        <ConsultationTimeline consultationId={CONSULTATION} />
        <CallHistory calls={[call('ended', 125), call('missed', null)]} />
        <CallModeNote mode="audio" />
        <PersonChooser legend="यह किसके लिए है?" members={[]} value={null} onChange={() => undefined} />
        <ErrorCard title="लोड नहीं हुआ" error={new Error('network')} onRetry={() => undefined} />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'कंसल्टेशन का इतिहास' })).toBeInTheDocument();
    expect(screen.getByText('रद्द')).toBeInTheDocument();
    expect(screen.getByText('अनुरोध किया गया')).toBeInTheDocument();
    expect(screen.getByText('Dr. Quill ने स्वीकार किया')).toBeInTheDocument();
    expect(screen.getByText('· 2 मिनट 5 सेकंड')).toBeInTheDocument();
    expect(screen.getByText('· छूट गई')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(/^ऑडियो कंसल्टेशन: .* ऑडियो कॉल शुरू करते हैं। कॉल कभी रिकॉर्ड नहीं की जातीं।$/);
    expect(screen.getByRole('radio', { name: 'मैं खुद' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeInTheDocument();
  });

  it('asks for a rating in Hindi, counting stars with a plural, and thanks in Hindi', async () => {
    stubApi({
      'GET /api/auth/session': session(null),
      [`GET /api/consultations/${CONSULTATION}/my-rating`]: () => json(200, { stars: null }),
      'POST /api/ratings': () => json(201, { id: '00000000-0000-4000-8000-000000000031', stars: 1, expertRating: 4.5, expertRatingCount: 2 }),
    });
    await changeLanguage('hi');
    const { user } = renderAt(
      '/',
      <Suspense fallback={null}>
        <RateExperience consultationId={CONSULTATION} expertLabel="Dr. Quill" />
      </Suspense>,
    );
    await user.click(await screen.findByRole('button', { name: 'अपना अनुभव रेट करें' }));
    const dialog = await screen.findByRole('dialog', { name: 'अपना अनुभव रेट करें' });
    expect(dialog).toHaveTextContent('Dr. Quill के साथ आपका कंसल्टेशन कैसा रहा?');
    expect(within(dialog).getByRole('radiogroup', { name: 'आपकी रेटिंग' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: '1 स्टार' }));
    await user.click(within(dialog).getByRole('button', { name: 'रेटिंग भेजें' }));
    expect(await findToast('आपकी राय के लिए धन्यवाद!')).toContain('आपने 1 स्टार दिए');
  });
});
