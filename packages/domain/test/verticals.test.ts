import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../src/categories';
import { MEDICAL_CONSULTATION_FEE } from '../src/constants';
import { OFFER_ICONS, OFFERS } from '../src/offers';
import { CONSULTATION_FEES, CONSULTATION_REQUEST_ROUTES, GUEST_PATIENT, isConsultationMode, OFFERS_CAROUSEL_MS } from '../src/verticals';

describe('consultation fees (spec 000 §1, spec 001 §9)', () => {
  it('charges lawyer 499, CA 599, tech 399 and doctor 299 rupees a session', () => {
    expect(CONSULTATION_FEES).toEqual({ medical: 299, legal: 499, finance: 599, tech: 399 });
  });

  it('stores the same fee on medical requests as the doctor home shows', () => {
    expect(MEDICAL_CONSULTATION_FEE).toBe(CONSULTATION_FEES.medical);
  });
});

describe('vertical home constants (spec 000 §2, §9)', () => {
  it('has a request route for every category and a guest patient', () => {
    expect(Object.keys(CONSULTATION_REQUEST_ROUTES).sort()).toEqual([...CATEGORIES].sort());
    expect(GUEST_PATIENT).toEqual({ id: 'guest', name: 'Guest User' });
    expect(OFFERS_CAROUSEL_MS).toBe(4000);
  });

  it.each([
    ['video', true],
    ['audio', true],
    ['chat', false],
    ['Video', false],
    [undefined, false],
  ])('knows %j as a consultation mode: %s', (value, expected) => {
    expect(isConsultationMode(value)).toBe(expected);
  });
});

// WCAG 2 relative luminance and contrast ratio.
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrastWithWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05);

describe('offers (spec 000 §2, §9)', () => {
  it.each(CATEGORIES)('has six complete offers for %s', (category) => {
    const offers = OFFERS[category];
    expect(offers).toHaveLength(6);
    for (const offer of offers) {
      expect(offer.badge.trim()).not.toBe('');
      expect(offer.title.trim()).not.toBe('');
      expect(offer.subtitle.trim()).not.toBe('');
      expect(offer.features.length).toBeGreaterThanOrEqual(2);
      expect(offer.features.length).toBeLessThanOrEqual(4);
      expect(offer.cta.label.trim()).not.toBe('');
      expect(offer.cta.to).toMatch(/^\/[a-z-]+$/);
      expect(OFFER_ICONS).toContain(offer.icon);
    }
  });

  it('gives every offer its own id', () => {
    const ids = CATEGORIES.flatMap((category) => OFFERS[category].map((offer) => offer.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('covers dental, surgery, health checkup, lab tests at 0 rupees, emergency and telemedicine plus for doctors', () => {
    expect(OFFERS.medical.map((offer) => offer.id)).toEqual(['dental', 'surgery', 'health-checkup', 'lab-tests', 'emergency', 'telemedicine-plus']);
    expect(OFFERS.medical.find((offer) => offer.id === 'lab-tests')?.price).toBe(0);
  });

  it('keeps white text readable on both ends of every gradient (WCAG AA)', () => {
    for (const offer of CATEGORIES.flatMap((category) => OFFERS[category])) {
      for (const stop of offer.gradient) {
        expect(stop).toMatch(/^#[0-9a-f]{6}$/);
        expect(contrastWithWhite(stop), `${offer.id} ${stop}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});
