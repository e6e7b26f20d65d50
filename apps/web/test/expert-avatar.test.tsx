import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ExpertAvatar, expertInitials } from '@/components/expert-avatar';

describe('ExpertAvatar', () => {
  it('shows the photo with the name as its text', () => {
    render(<ExpertAvatar name="Dr. Kavya Rao" photoUrl="/api/experts/1/photo?v=a" />);
    expect(screen.getByRole('img', { name: 'Dr. Kavya Rao' })).toHaveAttribute('src', '/api/experts/1/photo?v=a');
  });

  it('shows initials without the title when there is no photo, hidden from screen readers', () => {
    const { container } = render(<ExpertAvatar name="Adv. Priya Nair" photoUrl={null} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container).toHaveTextContent('PN');
    expect(container.querySelector('[aria-hidden="true"]')).toHaveTextContent('PN');
  });

  it('falls back to initials when the photo cannot be loaded, and tries a new address again', () => {
    const { container, rerender } = render(<ExpertAvatar name="Dr. Kavya Rao" photoUrl="/api/experts/1/photo?v=a" />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container).toHaveTextContent('KR');
    rerender(<ExpertAvatar name="Dr. Kavya Rao" photoUrl="/api/experts/1/photo?v=b" />);
    expect(screen.getByRole('img', { name: 'Dr. Kavya Rao' })).toHaveAttribute('src', '/api/experts/1/photo?v=b');
  });

  it('makes initials from one or two words', () => {
    expect(expertInitials('CA Rohan Gupta')).toBe('RG');
    expect(expertInitials('Aditya')).toBe('A');
    expect(expertInitials('  ')).toBe('?');
  });
});
