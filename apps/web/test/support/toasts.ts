import { screen, within } from '@testing-library/react';

/** The toasts on screen (sonner's live region). */
export async function findToasts() {
  return within(await screen.findByRole('region', { name: /Notifications/ }));
}

/** Waits for a toast with this title and returns its text, title and description together. */
export async function findToast(title: string): Promise<string> {
  const toasts = await findToasts();
  const titleElement = await toasts.findByText(title);
  return titleElement.closest('li')?.textContent ?? '';
}
