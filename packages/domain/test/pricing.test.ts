import { describe, expect, it } from 'vitest';
import { MEDICAL_CONSULTATION_FEE } from '../src/constants';
import { FINANCE_OFFERS } from '../src/offers-finance';
import { LEGAL_OFFERS } from '../src/offers-legal';
import { TECH_OFFERS } from '../src/offers-tech';
import { AI_ASSISTANT_FEE, consultationPrice, CONSULTATION_FEES, FREE_FIRST_LABELS, FREE_FIRST_MINUTES } from '../src/pricing';

describe('prices and free first consultations (issue 19 part 5)', () => {
  it("holds the spec's figures: doctor 299, lawyer 499, CA 599, tech 399", () => {
    expect(CONSULTATION_FEES).toEqual({ medical: 299, legal: 499, finance: 599, tech: 399 });
    expect(MEDICAL_CONSULTATION_FEE).toBe(299);
  });

  it('offers a free first 30 minutes with a lawyer and a CA, a first hour in tech, none with a doctor', () => {
    expect(FREE_FIRST_MINUTES).toEqual({ medical: 0, legal: 30, finance: 30, tech: 60 });
    // Each label says its minutes.
    for (const [category, minutes] of Object.entries(FREE_FIRST_MINUTES)) {
      expect(FREE_FIRST_LABELS[category as keyof typeof FREE_FIRST_LABELS]).toBe(minutes === 0 ? '' : minutes === 60 ? '1 hour' : `${minutes} min`);
    }
  });

  it('the offers on the vertical homes read the same table', () => {
    expect(LEGAL_OFFERS[0]?.badge).toBe('First 30 min free');
    expect(LEGAL_OFFERS[0]?.features[0]).toBe('30 min with a verified lawyer');
    expect(FINANCE_OFFERS[0]?.badge).toBe('First 30 min free');
    expect(TECH_OFFERS[0]?.badge).toBe('First hour free');
    // The titles are written out (a sentence each): they must say what the table says.
    expect(FINANCE_OFFERS[0]?.title).toBe(`Talk to a CA, First ${FREE_FIRST_MINUTES.finance} Minutes Free`);
    expect(FREE_FIRST_MINUTES.tech === 60 && TECH_OFFERS[0]?.title).toBe('Your First Hour with an IT Expert Is Free');
  });

  it('the first consultation in a field with the offer is free when the slot fits in the free minutes', () => {
    expect(consultationPrice('legal', 0, 30)).toEqual({ fee: 0, listFee: 499, freeMinutes: 30 });
    expect(consultationPrice('tech', 0, 60)).toEqual({ fee: 0, listFee: 399, freeMinutes: 60 });
    expect(consultationPrice('finance', 0)).toEqual({ fee: 0, listFee: 599, freeMinutes: 30 });
  });

  it('a longer first slot is charged in full, and so is every later consultation and every doctor', () => {
    expect(consultationPrice('legal', 0, 45)).toEqual({ fee: 499, listFee: 499, freeMinutes: 30 });
    expect(consultationPrice('legal', 1, 30)).toEqual({ fee: 499, listFee: 499, freeMinutes: 0 });
    expect(consultationPrice('tech', 3, 30)).toEqual({ fee: 399, listFee: 399, freeMinutes: 0 });
    expect(consultationPrice('medical', 0, 15)).toEqual({ fee: 299, listFee: 299, freeMinutes: 0 });
  });

  it('the AI stays free', () => {
    expect(AI_ASSISTANT_FEE).toBe(0);
  });
});
