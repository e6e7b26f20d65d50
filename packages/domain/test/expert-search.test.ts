import { describe, expect, it } from 'vitest';
import { expertSearchFromParams, expertSearchParams } from '../src/expert-search';

describe('the expert search in an address', () => {
  it('keeps what is set and makes sense, in a stable order, and drops the rest', () => {
    const query = expertSearchFromParams(
      Object.entries({ onlineNow: 'true', q: ' heart ', language: 'Tamil', minRating: '9', maxFee: '500', category: 'astrology', availableToday: 'false' }),
    );
    expect(query).toEqual({ q: 'heart', language: 'Tamil', maxFee: 500, onlineNow: 'true', availableToday: 'false' });
    expect(expertSearchParams(query)).toEqual({ q: 'heart', language: 'Tamil', maxFee: '500', onlineNow: 'true' });
  });

  it('reads an empty address as an empty search', () => {
    expect(expertSearchFromParams([])).toEqual({});
    expect(expertSearchParams({})).toEqual({});
  });
});
