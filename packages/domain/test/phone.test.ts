import { describe, expect, it } from 'vitest';
import { isIndianMobile, keepPhoneDigits, maskPhone, nationalDigits, normalizeIndianPhone } from '../src/phone';

describe('keepPhoneDigits: the sign-up field keeps only digits, at most 10 (spec 000 §5)', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['98765-43210', '9876543210'],
    ['(987) 654 3210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['+91-9876543210', '9876543210'],
    ['0091 98765 43210', '9876543210'],
    ['98765432101234', '9876543210'],
    ['abc', ''],
    ['', ''],
    ['9a8b7', '987'],
  ])('%j becomes %j', (typed, kept) => {
    expect(keepPhoneDigits(typed)).toBe(kept);
  });
});

describe('isIndianMobile: 10 digits starting with 6, 7, 8 or 9', () => {
  it.each(['6000000000', '7999999999', '8123456789', '9876543210'])('accepts %s', (phone) => {
    expect(isIndianMobile(phone)).toBe(true);
  });

  it.each(['5999999999', '0987654321', '987654321', '98765432100', '+919876543210', '98765 4321', ''])('refuses %j', (phone) => {
    expect(isIndianMobile(phone)).toBe(false);
  });
});

describe('normalizeIndianPhone (spec 001 §5)', () => {
  it.each([
    ['9876543210', '+919876543210'],
    ['98765 43210', '+919876543210'],
    ['98765-43210', '+919876543210'],
    ['(98765) 43210', '+919876543210'],
    ['919876543210', '+919876543210'],
    ['91 98765 43210', '+919876543210'],
    ['+919876543210', '+919876543210'],
    ['+91 98765-43210', '+919876543210'],
    ['  9876543210  ', '+919876543210'],
    ['+14155550100', '+14155550100'],
  ])('%j becomes %j', (input, normalised) => {
    expect(normalizeIndianPhone(input)).toBe(normalised);
  });

  it.each([
    ['9 digits', '987654321'],
    ['11 digits', '09876543210'],
    ['12 digits not starting with 91', '929876543210'],
    ['13 digits', '9198765432101'],
    ['no digits', 'call me'],
    ['empty', ''],
    ['a plus sign alone', '+'],
    ['a plus sign and no digits', '+ ( ) -'],
  ])('refuses %s', (_label, input) => {
    expect(normalizeIndianPhone(input)).toBeNull();
  });
});

describe('nationalDigits', () => {
  it('drops the +91 of an Indian number', () => {
    expect(nationalDigits('+919876543210')).toBe('9876543210');
  });

  it('keeps every digit of a number from elsewhere', () => {
    expect(nationalDigits('+1 415-555-0100')).toBe('14155550100');
  });
});

describe('maskPhone: the last 4 digits, after at most 6 asterisks (spec 001 §9)', () => {
  it.each([
    ['+919876543210', '******3210'],
    ['9876543210', '******3210'],
    ['98765 43210', '******3210'],
    ['12345678', '****5678'],
    ['12345', '*2345'],
    ['1234', '1234'],
    ['12', '12'],
    ['', ''],
  ])('%j is shown as %j', (phone, masked) => {
    expect(maskPhone(phone)).toBe(masked);
  });

  it('never shows more than 4 digits', () => {
    for (const phone of ['+919876543210', '9876543210', '00919876543210']) {
      expect(maskPhone(phone).replace(/\*/g, '')).toHaveLength(4);
      expect(maskPhone(phone).match(/\*/g)?.length).toBeLessThanOrEqual(6);
    }
  });
});
