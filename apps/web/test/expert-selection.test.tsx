import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, session, stubApi } from './support/api';
import { renderApp } from './support/render-app';

const expert = (id: string, name: string, category: string, specialization: string, rating: number, isOnline: boolean) => ({
  id,
  name,
  category,
  specialization,
  rating,
  experienceYears: 9,
  languages: ['English', 'Hindi', 'Marathi', 'Tamil'],
  isOnline,
  isVerified: true,
  profilePhoto: null,
});

const ARJUN = expert('3d6f1b7c-2a4e-4f5b-9c8d-1e2f3a4b5c6d', 'Dr. Arjun Mehta', 'medical', 'Cardiologist', 4.9, true);
const MEERA = expert('4e7a2c8d-3b5f-4a6c-8d9e-2f3a4b5c6d7e', 'Dr. Meera Iyer', 'medical', 'Pediatrician', 4.7, true);
const PRIYA = expert('5f8b3d9e-4c6a-4b7d-9e0f-3a4b5c6d7e8f', 'Adv. Priya Sharma', 'legal', 'Family Law', 4.8, false);
const RARE = expert('6a9c4e0f-5d7b-4c8e-8f1a-4b5c6d7e8f9a', 'Dr. Kabir Rao', 'medical', 'Neurologist', 4.2, false);

const DIRECTORY = {
  cards: [
    { category: 'medical', total: 12, online: 5, averageRating: 4.6, topExperts: [ARJUN, MEERA] },
    { category: 'legal', total: 3, online: 0, averageRating: 4.8, topExperts: [PRIYA] },
    { category: 'finance', total: 0, online: 0, averageRating: null, topExperts: [] },
    { category: 'tech', total: 4, online: 2, averageRating: 4.5, topExperts: [] },
  ],
};

function open(path: string, extra: Parameters<typeof stubApi>[0] = {}) {
  const calls = stubApi({ 'GET /api/auth/session': session(null), 'GET /api/experts/directory': () => json(200, DIRECTORY), ...extra });
  return { ...renderApp(path), calls };
}

const cardButton = (name: RegExp) => screen.findByRole('button', { name });

describe('/expert-selection (spec 001 §2.19, figures from the database)', () => {
  it('opens the card the category names, shows live figures and the best experts, and toggles on click', async () => {
    const { user } = open('/expert-selection?category=doctor');
    const doctors = await cardButton(/^Doctors/);
    expect(doctors).toHaveAttribute('aria-expanded', 'true');
    expect(doctors).toHaveTextContent('12 verified');
    expect(doctors).toHaveTextContent('5 online now');
    expect(doctors).toHaveTextContent('4.6');
    expect(await cardButton(/^Lawyers/)).toHaveAttribute('aria-expanded', 'false');
    expect(await cardButton(/^Chartered Accountants/)).toHaveTextContent('Not rated yet');

    const top = within(screen.getByRole('region', { name: 'Top Doctors' }));
    expect(top.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual(['Dr. Arjun Mehta', 'Dr. Meera Iyer']);
    // Up to three languages on a card.
    expect(top.getByRole('article', { name: 'Dr. Arjun Mehta' })).toHaveTextContent('English, Hindi, Marathi');
    expect(top.getByRole('article', { name: 'Dr. Arjun Mehta' })).not.toHaveTextContent('Tamil');
    expect(top.getByRole('link', { name: 'Chat with Dr. Arjun Mehta' })).toHaveAttribute(
      'href',
      '/patient-chat?expertId=3d6f1b7c-2a4e-4f5b-9c8d-1e2f3a4b5c6d&expertName=Dr.+Arjun+Mehta',
    );
    expect(screen.getByRole('link', { name: 'All medical services' })).toHaveAttribute('href', '/medical-consultation');

    await user.click(doctors);
    expect(doctors).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Top Doctors' })).not.toBeInTheDocument();
    await user.click(await cardButton(/^Lawyers/));
    expect(within(screen.getByRole('region', { name: 'Top Lawyers' })).getByRole('article', { name: 'Adv. Priya Sharma' })).toBeInTheDocument();
  });

  it.each([
    ['lawyer', /^Lawyers/],
    ['it', /^IT Professionals/],
    ['ca', /^Chartered Accountants/],
  ])('category=%s opens its card', async (param, name) => {
    open(`/expert-selection?category=${param}`);
    expect(await cardButton(name)).toHaveAttribute('aria-expanded', 'true');
    expect(await cardButton(/^Doctors/)).toHaveAttribute('aria-expanded', 'false');
  });

  it('says so when a field has no verified experts yet', async () => {
    open('/expert-selection?category=ca');
    await cardButton(/^Chartered Accountants/);
    expect(screen.getByText('No verified chartered accountants yet. Leave a request and we will call you back.')).toBeInTheDocument();
  });

  it('?expert= chooses that expert, even one outside the top three: their card opens with them highlighted and focused', async () => {
    const { calls } = open(`/expert-selection?expert=${RARE.id}`, { [`GET /api/experts/${RARE.id}`]: () => json(200, RARE) });
    const chosen = await screen.findByRole('group', { name: 'Your chosen expert, Dr. Kabir Rao' });
    expect(await cardButton(/^Doctors/)).toHaveAttribute('aria-expanded', 'true');
    expect(within(chosen).getByRole('article', { name: 'Dr. Kabir Rao' })).toHaveAttribute('aria-current', 'true');
    expect(within(chosen).getByRole('link', { name: 'Chat with Dr. Kabir Rao' })).toHaveAttribute(
      'href',
      `/patient-chat?expertId=${RARE.id}&expertName=Dr.+Kabir+Rao`,
    );
    await waitFor(() => expect(chosen).toHaveFocus());
    expect(screen.getByRole('heading', { name: 'Other top doctors' })).toBeInTheDocument();
    expect(calls.some((call) => call.path === `/api/experts/${RARE.id}`)).toBe(true);
  });

  it('?expert= for one who is not available says so and leaves the cards closed', async () => {
    open(`/expert-selection?expert=${ARJUN.id}`, {
      [`GET /api/experts/${ARJUN.id}`]: () => apiError(404, 'NOT_FOUND', 'This expert is not available. Choose another expert.'),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This expert is not available. Choose another expert.');
    expect(await cardButton(/^Doctors/)).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers a retry when the directory cannot load', async () => {
    let fail = true;
    const { user } = open('/expert-selection', {
      'GET /api/experts/directory': () => (fail ? apiError(503, 'UNAVAILABLE', 'Service unavailable') : json(200, DIRECTORY)),
    });
    expect(await screen.findByText('Could not load the experts')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await cardButton(/^Doctors/)).toBeInTheDocument();
  });
});
