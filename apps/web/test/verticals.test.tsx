import { closeMedicalConsultation } from '@/lib/medical-consultation';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OffersCarousel } from '@/features/verticals/components/offers-carousel';
import { MEDICAL_CONTENT } from '@/features/verticals/content/medical';
import { asha, session, stubApi } from './support/api';
import { renderApp } from './support/render-app';

type Target = { mode: 'video' | 'audio' } | string;

interface VerticalCase {
  path: string;
  heading: string;
  price: string;
  theme: string;
  request: string;
  assistant: string;
  tiles: [label: string, target: Target][];
}

// Spec 000 §2 "Vertical home pages" and "Category routes and theme"; prices from spec 000 §1 and spec 001 §9.
const VERTICALS: VerticalCase[] = [
  {
    path: '/doctor',
    heading: 'Connect with Doctors',
    price: '₹299',
    theme: 'green',
    request: '/medical-consultation',
    assistant: 'Care AI',
    tiles: [
      ['Instant Audio & Video Consult', { mode: 'video' }],
      ['Medicines', { mode: 'audio' }],
      ['Lab Tests', '/patient-chat'],
      ['Surgeries', '/patient-dashboard'],
    ],
  },
  {
    path: '/lawyer',
    heading: 'Connect with Lawyers',
    price: '₹499',
    theme: 'blue',
    request: '/legal-consultation',
    assistant: 'Legal AI',
    tiles: [
      ['Instant Legal Consultation', { mode: 'video' }],
      ['Legal Documents', '/ask-legal-problem'],
      ['Case Filing', '/ask-legal-problem'],
      ['Court Representation', '/ask-legal-problem'],
    ],
  },
  {
    path: '/ca',
    heading: 'Connect with CAs',
    price: '₹599',
    theme: 'orange',
    request: '/ca-consultation',
    assistant: 'Finance AI',
    tiles: [
      ['Instant CA Consultation', { mode: 'video' }],
      ['Tax Planning', '/ca-consultation'],
      ['GST Registration', '/ca-consultation'],
      ['Audit & Compliance', '/ca-consultation'],
    ],
  },
  {
    path: '/tech',
    heading: 'Connect with Software Professionals',
    price: '₹399',
    theme: 'purple',
    request: '/it-consultation',
    assistant: 'Tech AI',
    tiles: [
      ['Instant IT Consultation', { mode: 'video' }],
      ['Web Development', '/it-consultation'],
      ['Mobile App Dev', '/it-consultation'],
      ['Cloud Infrastructure', '/it-consultation'],
    ],
  },
];

const byPath = (path: string): VerticalCase => {
  const found = VERTICALS.find((vertical) => vertical.path === path);
  if (!found) throw new Error(`no case for ${path}`);
  return found;
};

async function openHome(path: string, heading: string, user: typeof asha | null = null) {
  stubApi({ 'GET /api/auth/session': session(user) });
  const app = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: heading });
  return app;
}

const quickAccess = () => within(screen.getByRole('region', { name: 'Quick access' }));
const here = (router: ReturnType<typeof renderApp>['router']) => router.state.location.pathname + router.state.location.search;

/** The doctor home opens the 'Connect with Expert Doctor' modal in place of a request page (issue 4). */
async function openedMedicalModal(request: string): Promise<boolean> {
  if (request !== '/medical-consultation') return false;
  expect(await screen.findByRole('dialog', { name: 'Connect with Expert Doctor' })).toBeInTheDocument();
  act(() => closeMedicalConsultation());
  return true;
}

describe('vertical homes (spec 000 §2)', () => {
  it.each(VERTICALS)('$path shows its heading, price, theme and exactly four tiles', async (vertical) => {
    await openHome(vertical.path, vertical.heading);

    expect(screen.getByText(vertical.price)).toBeInTheDocument();
    expect(screen.getByText('per session')).toBeInTheDocument();
    expect(screen.getByText(/^Chat available/)).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('data-theme', vertical.theme);
    expect(localStorage.getItem('app-theme')).toBe(vertical.theme);

    const items = quickAccess().getAllByRole('listitem');
    expect(items).toHaveLength(4);
    vertical.tiles.forEach(([label, target], position) => {
      const tile = within(items[position]!).getByRole(typeof target === 'string' ? 'link' : 'button', { name: label });
      if (typeof target === 'string') expect(tile).toHaveAttribute('href', target);
    });
  });

  it.each([
    ['/medical', 'Connect with Doctors', 'green'],
    ['/technology', 'Connect with Software Professionals', 'purple'],
  ])('the alias %s opens the same home', async (path, heading, theme) => {
    await openHome(path, heading);
    expect(document.documentElement).toHaveAttribute('data-theme', theme);
  });

  it.each(
    VERTICALS.flatMap((vertical) =>
      vertical.tiles.filter(([, target]) => typeof target !== 'string').map(([label, target]) => ({ ...vertical, label, target })),
    ),
  )('the $label tile on $path opens the consultation request with its mode', async ({ path, heading, request, label, target }) => {
    const { user, router } = await openHome(path, heading);
    await user.click(quickAccess().getByRole('button', { name: label }));
    const mode = typeof target === 'string' ? '' : target.mode;
    if (await openedMedicalModal(request)) return;
    await waitFor(() => expect(here(router)).toBe(`${request}?mode=${mode}`));
  });

  it.each(VERTICALS.flatMap((vertical) => (['video', 'audio'] as const).map((mode) => ({ ...vertical, mode }))))(
    'the $mode button on $path requests a $mode consultation',
    async ({ path, heading, request, mode }) => {
      const { user, router } = await openHome(path, heading);
      await user.click(screen.getByRole('button', { name: mode === 'video' ? 'Video consult' : 'Audio call' }));
      if (await openedMedicalModal(request)) return;
      await waitFor(() => expect(here(router)).toBe(`${request}?mode=${mode}`));
    },
  );

  it('shows six offers, each with a call to action', async () => {
    const lawyer = byPath('/lawyer');
    await openHome(lawyer.path, lawyer.heading);
    const carousel = screen.getByRole('region', { name: 'Offers for you' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(carousel).getAllByRole('group');
    expect(slides).toHaveLength(6);
    for (const slide of slides) {
      expect(within(slide).getByRole('heading', { level: 3 })).toBeInTheDocument();
      expect(within(slide).getByRole('link')).toHaveAttribute('href', expect.stringMatching(/^\/[a-z-]+$/));
    }
  });
});

describe('the help widget (spec 000 §2)', () => {
  it("serves the guest patient 'Guest User' when nobody is signed in", async () => {
    const doctor = byPath('/doctor');
    const { user } = await openHome(doctor.path, doctor.heading);

    const trigger = screen.getByRole('button', { name: 'Help' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    const widget = await screen.findByRole('dialog', { name: 'Hi, Guest User' });
    expect(widget).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(trigger).toHaveAttribute('aria-controls', widget.id);
    expect(within(widget).getByRole('button', { name: /Chat with Care AI/ })).toBeInTheDocument();
    expect(within(widget).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/patient-registration');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('greets a signed-in person by name', async () => {
    const ca = byPath('/ca');
    const { user } = await openHome(ca.path, ca.heading, asha);
    await user.click(screen.getByRole('button', { name: 'Help' }));
    const widget = await screen.findByRole('dialog', { name: 'Hi, Asha Verma' });
    expect(within(widget).queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Guest User/)).not.toBeInTheDocument();
  });

  it('opens the AI assistant full screen in its domain', async () => {
    const tech = byPath('/tech');
    const { user, router } = await openHome(tech.path, tech.heading);
    await user.click(screen.getByRole('button', { name: 'Help' }));
    await user.click(screen.getByRole('button', { name: /Chat with Tech AI/ }));
    await waitFor(() => expect(here(router)).toBe('/tech?assistant=open'));
    const assistant = await screen.findByRole('dialog', { name: 'AI assistant' });
    expect(within(assistant).getByRole('heading', { name: /Tech AI/ })).toBeInTheDocument();
  });

  it('requests a consultation of the chosen mode', async () => {
    const lawyer = byPath('/lawyer');
    const { user, router } = await openHome(lawyer.path, lawyer.heading);
    await user.click(screen.getByRole('button', { name: 'Help' }));
    await user.click(screen.getByRole('button', { name: 'Request an audio consultation' }));
    await waitFor(() => expect(here(router)).toBe('/legal-consultation?mode=audio'));
  });
});

describe('the offers carousel (spec 000 §2, §9)', () => {
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(HTMLElement.prototype, 'scrollTo');
  });

  function renderCarousel() {
    window.history.replaceState(null, '', '/');
    render(<OffersCarousel offers={MEDICAL_CONTENT.offers} />);
  }

  const currentOffer = () => screen.getByRole('button', { current: true }).getAttribute('aria-label');
  const offerLabel = (position: number) => `Show offer ${position + 1}: ${MEDICAL_CONTENT.offers[position]?.title}`;
  const wait = (ms: number) => {
    act(() => {
      vi.advanceTimersByTime(ms);
    });
  };

  it('advances every 4 s and loops from the sixth card to the first', () => {
    vi.useFakeTimers();
    renderCarousel();
    expect(currentOffer()).toBe(offerLabel(0));

    wait(3999);
    expect(currentOffer()).toBe(offerLabel(0));
    for (let position = 1; position < 6; position += 1) {
      wait(position === 1 ? 1 : 4000);
      expect(currentOffer()).toBe(offerLabel(position));
    }
    wait(4000);
    expect(currentOffer()).toBe(offerLabel(0));
  });

  it('keeps advancing after the visitor moves it', () => {
    vi.useFakeTimers();
    renderCarousel();
    const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

    wait(2000);
    click('Next offer');
    expect(currentOffer()).toBe(offerLabel(1));
    wait(4000);
    expect(currentOffer()).toBe(offerLabel(2));

    click(offerLabel(5));
    click('Next offer');
    expect(currentOffer()).toBe(offerLabel(0));
    click('Previous offer');
    expect(currentOffer()).toBe(offerLabel(5));
    wait(4000);
    expect(currentOffer()).toBe(offerLabel(0));
  });

  it.each([
    [false, 'smooth'],
    [true, 'instant'],
  ])('with reduced motion %s, moves to the next card with %s scrolling', (reduce, behavior) => {
    vi.useFakeTimers();
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce'), media: query }));
    // jsdom lays nothing out: give each slide its place in a 300 px wide track.
    vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (this: HTMLElement) {
      return Array.from(this.parentElement?.children ?? []).indexOf(this) * 300;
    });
    const scrollTo = vi.fn();
    Object.defineProperty(HTMLElement.prototype, 'scrollTo', { value: scrollTo, configurable: true });

    renderCarousel();
    wait(4000);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 300, behavior });
  });
});
