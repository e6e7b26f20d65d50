/** The Sahay mark: a heart with a pulse line, in the current theme's colour. `className` replaces its size. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden className={className ?? 'size-8'}>
      <rect width="64" height="64" rx="16" className="fill-primary" />
      <path
        d="M32 50s-16-9.6-16-21.3C16 22.5 20.6 18 26.2 18c2.6 0 4.5 1.1 5.8 2.9C33.3 19.1 35.2 18 37.8 18 43.4 18 48 22.5 48 28.7 48 40.4 32 50 32 50z"
        fill="#fff"
      />
      <path d="M22 31h6l2.5-5 4 10 2.5-5h5" fill="none" className="stroke-primary" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
