import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UpdatePrompt } from '@/app/shell/update-prompt';
import { dismissUpdate, offerUpdate } from '@/lib/app-update';

describe('the update prompt (issue 17 part 5)', () => {
  afterEach(() => act(() => dismissUpdate()));

  it('stays hidden until a new version is waiting, then announces it and reloads into it', async () => {
    render(<UpdatePrompt />);
    expect(screen.queryByRole('status')).toBeNull();

    const apply = vi.fn();
    act(() => offerUpdate(apply));
    const prompt = screen.getByRole('region', { name: 'A new version of Sahay is ready' });
    expect(screen.getByRole('status')).toHaveTextContent('A new version of Sahay is ready');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(apply).toHaveBeenCalledOnce();
    expect(prompt).toBeInTheDocument();
  });

  it('goes away on Later, leaving the new version for the next visit', async () => {
    render(<UpdatePrompt />);
    const apply = vi.fn();
    act(() => offerUpdate(apply));
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('region', { name: 'A new version of Sahay is ready' })).toBeNull();
    expect(apply).not.toHaveBeenCalled();
  });
});
