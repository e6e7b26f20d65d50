import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '@/components/ui/button';

describe('<Button asChild> (components/ui/slot.tsx)', () => {
  it('renders the child with the button look, the child’s own props winning', () => {
    render(
      <Button asChild variant="outline" title="button" data-kind="slot">
        <a href="/doctor" title="link" className="extra">
          Doctor
        </a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Doctor' });
    expect(link).toHaveAttribute('href', '/doctor');
    expect(link).toHaveAttribute('title', 'link');
    expect(link).toHaveAttribute('data-kind', 'slot');
    expect(link).not.toHaveAttribute('type');
    expect(link.className).toContain('border-border');
    expect(link.className).toContain('extra');
  });

  it('runs both click handlers, the child’s first, and sets both refs', async () => {
    const calls: string[] = [];
    const slotRef = createRef<HTMLAnchorElement>();
    const childRef = vi.fn();
    render(
      <Button asChild onClick={() => calls.push('button')} ref={slotRef as never}>
        <a href="#here" onClick={() => calls.push('child')} ref={childRef}>
          Here
        </a>
      </Button>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Here' }));
    expect(calls).toEqual(['child', 'button']);
    expect(slotRef.current).toBe(screen.getByRole('link', { name: 'Here' }));
    expect(childRef).toHaveBeenCalledWith(screen.getByRole('link', { name: 'Here' }));
  });
});
