import { describe, expect, it } from 'vitest';
import { PRERENDERED_PAGES, renderPage } from '@/entry-server';
import { DEFAULT_HEAD } from '@/lib/use-document-title';

// Issue 17 part 3 (docs/decisions/107): each public page renders to HTML at build time (entry-server.tsx) and the
// browser hydrates that HTML with the same first render (main.tsx): hydration, in the built app, is checked in a
// browser by e2e/prerendered-pages.e2e.ts (React's server and browser renderers do not share one test process).

describe('prerendered pages', () => {
  it('lists home, the four vertical homes, the information pages, sign-in, the landing pages and the triage', () => {
    const paths = PRERENDERED_PAGES.map(({ path }) => path);
    expect(paths).toEqual(expect.arrayContaining(['/', '/doctor', '/lawyer', '/ca', '/tech', '/about', '/privacy', '/terms', '/patient-registration']));
    expect(paths).toEqual(expect.arrayContaining(['/medical-consultation', '/it-consultation', '/dental-consultation', '/medical-triage']));
    expect(PRERENDERED_PAGES.find(({ path }) => path === '/lawyer')).toMatchObject({ theme: 'blue', ownTheme: true });
  });

  it('renders each page with its text, in place (no script moves a part in later)', async () => {
    const expected: Record<string, string> = {
      '/': 'Connect with Experts',
      '/doctor': 'Connect with Doctors',
      '/patient-registration': 'Welcome back to Sahay',
      '/privacy': 'Privacy Policy',
      '/medical-triage': 'To start, how old are you?',
    };
    for (const [path, text] of Object.entries(expected)) {
      const { markup: html } = await renderPage(path, 'green');
      expect(html).toContain(text);
      expect(html).not.toMatch(/<script|<template|hidden id="S:/);
      // The loading bar would mean the page's chunk was not in the render.
      expect(html).not.toContain('Loading page');
    }
  });

  it('gives each page the title and description it names once running, and index.html’s to a page that names none', async () => {
    expect(await renderPage('/doctor', 'green')).toMatchObject({
      title: 'Doctors · Sahay',
      description: expect.stringMatching(/^Consult a registered doctor/),
    });
    expect(await renderPage('/medical-triage', 'green')).toMatchObject({
      title: 'AI Health Assistant · Sahay',
      description: expect.stringMatching(/^Answer a few/),
    });
    expect(await renderPage('/dental-consultation', 'green')).toMatchObject({
      title: 'Dental Care · Sahay',
      description: 'Toothache, gums, braces and aligners.',
    });
    // A page naming a title but no description keeps the default description.
    expect(await renderPage('/privacy', 'green')).toMatchObject({ title: 'Privacy Policy · Sahay', description: DEFAULT_HEAD.description });
    expect(await renderPage('/', 'green')).toEqual(expect.objectContaining(DEFAULT_HEAD));
  });
});
