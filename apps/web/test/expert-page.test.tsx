import type { ExpertSlots } from '@sahay/domain/appointments';
import type { ExpertPage } from '@sahay/domain/expert-search';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, asha, json, session, stubApi } from './support/api';
import { renderApp } from './support/render-app';

// Issue 19 part 0: /doctor-consultation/{expertId}, the expert's own page, and Book from one of its times.
const EXPERT = '00000000-0000-4000-8000-000000000011';
const at = (offsetDays: number, hourUtc: number) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + offsetDays);
  d.setUTCHours(hourUtc, 30, 0, 0);
  return d.toISOString();
};
const first = at(2, 4); // 10:00 IST
const second = at(2, 5); // 11:00 IST
const page: ExpertPage = {
  expert: {
    id: EXPERT,
    name: 'Dr. Kavya Rao',
    category: 'medical',
    specialization: 'Cardiologist',
    rating: 4.6,
    experienceYears: 14,
    languages: ['English', 'Kannada', 'Hindi', 'Tamil'],
    isOnline: false,
    isVerified: true,
    profilePhoto: null,
    qualification: 'MBBS, MD (Cardiology)',
    credentialBody: 'Karnataka Medical Council',
    credentialNumber: 'KMC-45821',
    bio: null,
    fee: 299,
    freeFirst: '',
  },
  ratingCount: 3,
  reviews: [{ stars: 5, comment: 'Explained my ECG clearly.', date: '2026-11-20T10:00:00.000Z' }],
  timeZone: 'Asia/Kolkata',
  nextSlots: [
    { start: first, end: at(2, 5) },
    { start: second, end: at(2, 6) },
  ],
};

describe('/doctor-consultation/{expertId}', () => {
  it('shows who the expert is, the fee, reviews from consultations and the next free times', async () => {
    stubApi({ 'GET /api/auth/session': session(null), [`GET /api/experts/${EXPERT}/page`]: () => json(200, page) });
    renderApp(`/doctor-consultation/${EXPERT}`);
    expect(await screen.findByRole('heading', { level: 1, name: /Dr\. Kavya Rao/ })).toBeInTheDocument();
    expect(screen.getByText('MBBS, MD (Cardiology)')).toBeInTheDocument();
    expect(screen.getByText('Karnataka Medical Council, KMC-45821')).toBeInTheDocument();
    expect(screen.getByText('English, Kannada, Hindi, Tamil')).toBeInTheDocument();
    expect(screen.getByText(/14 years of experience/)).toBeInTheDocument();
    expect(screen.getByText(/₹299/)).toBeInTheDocument();
    const reviews = screen.getByRole('region', { name: 'Rating and reviews' });
    expect(reviews).toHaveTextContent('3 ratings from completed consultations');
    expect(within(reviews).getByText('Explained my ECG clearly.')).toBeInTheDocument();
    const slots = screen.getByRole('region', { name: 'Next free times' });
    const links = within(slots).getAllByRole('link', { name: /^Book / });
    expect(links).toHaveLength(2);
    expect(links[1]).toHaveAttribute('href', `/expert-selection?book=${EXPERT}&slot=${encodeURIComponent(second)}`);
    expect(document.title).toContain('Dr. Kavya Rao');
  });

  it('says so when there are no free times and no written reviews', async () => {
    stubApi({
      'GET /api/auth/session': session(null),
      [`GET /api/experts/${EXPERT}/page`]: () => json(200, { ...page, nextSlots: [], reviews: [], ratingCount: 0 }),
    });
    renderApp(`/doctor-consultation/${EXPERT}`);
    expect(await screen.findByText(/No free times in the next 14 days/)).toBeInTheDocument();
    expect(screen.getByText(/No written reviews yet/)).toBeInTheDocument();
    expect(screen.getByText('No ratings from consultations on Sahay yet.')).toBeInTheDocument();
  });

  it('tells a visitor when the expert is not available, with a way to search', async () => {
    stubApi({
      'GET /api/auth/session': session(null),
      [`GET /api/experts/${EXPERT}/page`]: () => apiError(404, 'NOT_FOUND', 'This expert is not available. Choose another expert.'),
    });
    renderApp(`/doctor-consultation/${EXPERT}`);
    expect(await screen.findByRole('heading', { name: 'This expert is not available' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search for an expert' })).toHaveAttribute('href', '/expert-search-results');
  });

  it('a time chosen on the page is chosen on the booking page', async () => {
    const slots: ExpertSlots = {
      expert: { id: EXPERT, name: 'Dr. Kavya Rao', specialization: 'Cardiologist', category: 'medical' },
      timeZone: 'Asia/Kolkata',
      slotMinutes: 30,
      slots: page.nextSlots,
      price: { fee: 299, listFee: 299, freeMinutes: 0 },
    };
    stubApi({
      'GET /api/auth/session': session(asha),
      [`GET /api/experts/${EXPERT}/page`]: () => json(200, page),
      [`GET /api/experts/${EXPERT}/slots`]: () => json(200, slots),
      'GET /api/family-members': () => json(200, { members: [], limit: 10 }),
    });
    const { user } = renderApp(`/doctor-consultation/${EXPERT}`);
    const region = await screen.findByRole('region', { name: 'Next free times' });
    await user.click(within(region).getAllByRole('link', { name: /^Book / })[1]!);
    expect(await screen.findByRole('heading', { level: 1, name: 'Book an appointment' })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: '11:00 am' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('button', { name: /^Confirm/ })).toBeEnabled();
  });
});
