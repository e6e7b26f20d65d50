import { SPECIALTY_PAGES } from '@/features/services/specialty-pages';
import { SPECIALTY_PATHS } from '@/features/services/specialty-paths';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, session, stubApi } from './support/api';
import { renderApp } from './support/render-app';

const COUNTS = {
  category: 'finance',
  total: 14,
  online: 6,
  helpline: '+918047182200',
  groups: [
    { group: 'Tax Planning & GST', total: 7, online: 3 },
    { group: 'Financial Audit', total: 3, online: 1 },
    { group: 'Investment Planning', total: 0, online: 0 },
    { group: 'Business Registration', total: 2, online: 1 },
    { group: 'Loan Assistance', total: 1, online: 1 },
    { group: 'Portfolio Analysis', total: 1, online: 0 },
  ],
  firstChoice: { id: '0b6f4d5e-8d5b-4c1f-9a51-6b1d6f0c2a11', name: 'CA Rohan Gupta', isOnline: true },
};

const TECH_COUNTS = {
  category: 'tech',
  total: 9,
  online: 4,
  helpline: '+918047182200',
  groups: [
    { group: 'Tech Support', total: 5, online: 3 },
    { group: 'Web Development', total: 1, online: 0 },
    { group: 'Cyber Security', total: 0, online: 0 },
    { group: 'Digital Marketing', total: 2, online: 1 },
    { group: 'Bug Fixing', total: 3, online: 2 },
    { group: 'Software Development', total: 4, online: 1 },
  ],
  firstChoice: { id: '7b0d5f1a-6e8c-4d9f-9a2b-5c6d7e8f9a0b', name: 'Karan Malhotra', isOnline: true },
};

describe('/all-services (spec 001 §2.14)', () => {
  it('filters by substring ignoring case, says when nothing matches, and enables OK only after a choice', async () => {
    stubApi({ 'GET /api/auth/session': session(null) });
    const { user, router } = renderApp('/all-services?type=legal');
    expect(await screen.findByRole('radio', { name: 'Legal' })).toHaveAttribute('aria-checked', 'true');
    const ok = screen.getByRole('button', { name: 'OK' });
    expect(ok).toBeDisabled();
    await user.type(screen.getByLabelText('Search services'), 'zzz');
    expect(screen.getByText('No services found matching "zzz"')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Search services'));
    await user.type(screen.getByLabelText('Search services'), 'CUSTODY');
    const options = within(screen.getByRole('listbox', { name: 'Services' })).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Child CustodyFamily Law']);
    await user.click(options[0]!);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.click(ok);
    await waitFor(() => expect(router.state.location.pathname).toBe('/legal-consultation'));
    expect(new URLSearchParams(router.state.location.search).get('service')).toBe('Family Law');
  });

  it('takes its default type from the theme', async () => {
    stubApi({ 'GET /api/auth/session': session(null) });
    localStorage.setItem('app-theme', 'purple');
    renderApp('/all-services');
    expect(await screen.findByRole('radio', { name: 'Technology' })).toHaveAttribute('aria-checked', 'true');
  });
});

describe('/ca-consultation (spec 001 §2.4, made real)', () => {
  it('shows counts from the server, calls the configured helpline, and books into the chosen area', async () => {
    const calls = stubApi({
      'GET /api/auth/session': session(null),
      'GET /api/experts/counts': () => json(200, COUNTS),
      'POST /api/consultations/requests': () =>
        json(201, {
          id: '6f1d9a3e-3c5b-4d2a-9e8f-1a2b3c4d5e6f',
          accessToken: 't',
          matches: {
            fallback: false,
            message: null,
            experts: [
              {
                id: '0b6f4d5e-8d5b-4c1f-9a51-6b1d6f0c2a11',
                name: 'CA Rohan Gupta',
                category: 'finance',
                specialization: 'Statutory Audit',
                rating: 4.7,
                experienceYears: 11,
                languages: [],
                isOnline: true,
                isVerified: true,
                profilePhoto: null,
              },
            ],
          },
        }),
    });
    const { user } = renderApp('/ca-consultation?service=Financial%20Audit');
    expect(await screen.findByRole('radio', { name: /Financial Audit\s*3 available/ })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: /Investment Planning\s*0 available/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Emergency helpline/ })).toHaveAttribute('href', 'tel:+918047182200');
    // Several service areas: the headline counts the whole field.
    expect(screen.getByText(/verified experts in this field online now/).textContent).toBe('6 of 14 verified experts in this field online now');
    const form = within(screen.getByRole('form', { name: 'Request a Financial Audit consultation' }));
    await user.type(form.getByLabelText('Full name'), 'Neha Shah');
    await user.type(form.getByLabelText('Phone number'), '9876543210');
    await user.type(form.getByLabelText('What do you need help with?'), 'Audit for my shop');
    await user.click(form.getByRole('button', { name: 'Find my expert' }));
    expect(await screen.findByRole('article', { name: 'CA Rohan Gupta' })).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/consultations/requests')?.body).toEqual({
      category: 'finance',
      specialty: 'Financial Audit',
      name: 'Neha Shah',
      phone: '+919876543210',
      details: 'Audit for my shop',
      consultationType: 'chat',
    });
  });
});

describe('a specialty page of one service area (spec 001 §2.5, made real)', () => {
  it('counts the experts of that specialty, not the whole field', async () => {
    stubApi({
      'GET /api/auth/session': session(null),
      'GET /api/experts/counts': () =>
        json(200, { category: 'medical', total: 42, online: 26, helpline: '+918047182200', groups: [{ group: 'Dermatology', total: 5, online: 2 }] }),
    });
    renderApp('/dermatology-consultation');
    expect((await screen.findByText(/online now/)).textContent).toBe('2 of 5 verified experts in Dermatology online now');
  });
});

describe('category landing pages: the service tile grid (spec 001 §2.19)', () => {
  it('shows seven tiles with live counts and badges, then 30+ more services; a tile chooses the service of the form', async () => {
    const calls = stubApi({
      'GET /api/auth/session': session(null),
      'GET /api/experts/counts': () => json(200, TECH_COUNTS),
      'POST /api/consultations/requests': () =>
        json(201, { id: '6f1d9a3e-3c5b-4d2a-9e8f-1a2b3c4d5e6f', accessToken: 't', matches: { fallback: false, message: null, experts: [] } }),
    });
    const { user, router } = renderApp('/it-consultation');
    const grid = within(await screen.findByRole('region', { name: 'Popular services' }));
    const tiles = grid.getAllByRole('listitem');
    expect(tiles).toHaveLength(8);
    const chat = await grid.findByRole('link', { name: 'Chat with an IT expert now: chat with Karan Malhotra' });
    expect(chat).toHaveAttribute('href', '/patient-chat?expertId=7b0d5f1a-6e8c-4d9f-9a2b-5c6d7e8f9a0b&expertName=Karan+Malhotra');
    expect(chat).toHaveTextContent('24/7');
    expect(await grid.findByRole('link', { name: /Tech Support/ })).toHaveTextContent('Popular');
    expect(grid.getByRole('link', { name: /Tech Support/ })).toHaveTextContent('5 experts · 3 online');
    expect(grid.getByRole('link', { name: /Web Development/ })).toHaveTextContent('1 expert · 0 online');
    expect(grid.getByRole('link', { name: /Cyber Security/ })).toHaveTextContent('Request a callback');
    expect(grid.getByRole('link', { name: /30\+ more services/ })).toHaveAttribute('href', '/all-services?type=tech');

    expect(screen.getByLabelText('Service area')).toHaveValue('Tech Support');
    await user.click(grid.getByRole('link', { name: /Bug Fixing/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?service=Bug+Fixing'));
    expect(screen.getByLabelText('Service area')).toHaveValue('Bug Fixing');
    expect(screen.getByRole('form', { name: 'Request a Bug Fixing consultation' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Service area'), 'Software Development');
    expect(router.state.location.search).toBe('?service=Software+Development');
    await user.type(screen.getByLabelText('Full name'), 'Neha Shah');
    await user.type(screen.getByLabelText('Phone number'), '9876543210');
    await user.type(screen.getByLabelText('What do you need help with?'), 'My app crashes on start');
    await user.click(screen.getByRole('button', { name: 'Find my expert' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/consultations/requests')?.body).toMatchObject({ category: 'tech', specialty: 'Software Development' }),
    );
  });

  it('/finance-consultation is its own landing; with no expert to chat to, the chat tile says so instead of linking', async () => {
    stubApi({ 'GET /api/auth/session': session(null), 'GET /api/experts/counts': () => json(200, { ...COUNTS, firstChoice: null }) });
    renderApp('/finance-consultation');
    expect(await screen.findByRole('heading', { level: 1, name: 'Finance & Tax Experts' })).toBeInTheDocument();
    const grid = within(screen.getByRole('region', { name: 'Popular services' }));
    expect(await grid.findByText('No expert available yet')).toBeInTheDocument();
    expect(grid.queryByRole('link', { name: /Chat with a CA now/ })).not.toBeInTheDocument();
    expect(grid.getByRole('link', { name: /Tax Planning & GST/ })).toHaveAttribute('href', '/finance-consultation?service=Tax+Planning+%26+GST');
    expect(grid.getByRole('link', { name: /30\+ more services/ })).toHaveAttribute('href', '/all-services?type=finance');
  });
});

describe('the specialty pages (one list of paths for the router and the pages)', () => {
  it('gives every routed path exactly one page, and no page a path the router does not serve', () => {
    expect(SPECIALTY_PAGES.map((page) => page.path).sort()).toEqual([...SPECIALTY_PATHS].sort());
    expect(new Set(SPECIALTY_PAGES.map((page) => page.path)).size).toBe(SPECIALTY_PAGES.length);
  });
});
