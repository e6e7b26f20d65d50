import { describe, expect, it } from 'vitest';
import { AssistantRequestSchema, assistantDomainForPath } from '../src/ai-assistant';

describe("the assistant's domain (spec 000 §7 'unified-expert-ai')", () => {
  it('takes the four domains as they are', () => {
    for (const domain of ['medical', 'legal', 'finance', 'technology']) expect(AssistantRequestSchema.parse({ message: 'Hi', domain }).domain).toBe(domain);
  });

  it('maps the general and health contexts to medical, as the spec says', () => {
    for (const domain of ['general', 'health']) expect(AssistantRequestSchema.parse({ message: 'Hi', domain }).domain).toBe('medical');
  });

  it('refuses any other domain', () => {
    expect(AssistantRequestSchema.safeParse({ message: 'Hi', domain: 'astrology' }).success).toBe(false);
    expect(AssistantRequestSchema.safeParse({ message: 'Hi' }).success).toBe(false);
  });

  it('chooses the domain from the path', () => {
    expect([assistantDomainForPath('/tech'), assistantDomainForPath('/lawyer'), assistantDomainForPath('/ca'), assistantDomainForPath('/')]).toEqual([
      'technology',
      'legal',
      'finance',
      'medical',
    ]);
  });
});
