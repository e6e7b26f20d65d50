import { routeProblem, type ProblemRoutingResult } from '@sahay/domain';
import { ROUTING_REASONS_HINDI } from '@sahay/domain/problem-routing/reasons-hindi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from './support/http-client';
import { createTestApp, type TestApp } from './support/test-app';

// Issue 20 part 2: "why we suggest this expert" in the reader's language; an English reader gets the catalogue's words.
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const describeProblem = (description: string, language: string) =>
  new HttpClient(testApp).request<ProblemRoutingResult>('POST', '/api/problem-routing', { description }, { headers: { 'accept-language': language } });

describe('POST /api/problem-routing in the reader’s language', () => {
  const description = 'My partner took the business money and I also need help with the GST returns';

  it('gives each reason in Hindi for a Hindi reader, with the same professions, departments and words', async () => {
    const hindi = await describeProblem(description, 'hi-IN,hi;q=0.9');
    const english = await describeProblem(description, 'en');
    expect(hindi.status).toBe(200);
    expect(hindi.body.suggestions.length).toBeGreaterThanOrEqual(2);
    expect(hindi.body.suggestions.map(({ why: _why, ...rest }) => rest)).toEqual(english.body.suggestions.map(({ why: _why, ...rest }) => rest));
    hindi.body.suggestions.forEach((suggestion, index) => {
      expect(suggestion.why).toBe(ROUTING_REASONS_HINDI[english.body.suggestions[index]!.why]);
      expect(suggestion.why).toMatch(/[\u0900-\u097F]/);
    });
  });

  it('gives the catalogue’s English exactly as before to an English reader, and for the emergency’s doctor too', async () => {
    const english = await describeProblem(description, 'en-IN,en;q=0.9');
    expect(english.body.suggestions.map((s) => s.why)).toEqual(routeProblem(description).suggestions.map((s) => s.why));
    const emergency = await describeProblem('saans nahi aa rahi hai', 'hi');
    expect(emergency.body.emergency.emergency).toBe(true);
    expect(emergency.body.suggestions[0]?.why).toBe('पहले आपातकालीन मदद लें; सुरक्षित होने के बाद यह डॉक्टर आगे देख सकते हैं।');
  });
});
