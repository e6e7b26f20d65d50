export function initialOf(name: string): string {
  return (
    name
      .trim()
      .replace(/^(dr|adv|ca)\.?\s+/i, '')
      .charAt(0)
      .toUpperCase() || '?'
  );
}

const SIZES = {
  md: 'size-10 text-base',
  lg: 'size-14 text-xl',
} as const;

export function UserAvatar({ name, size = 'md' }: { name: string; size?: keyof typeof SIZES }) {
  return (
    <span aria-hidden className={`flex items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground ${SIZES[size]}`}>
      {initialOf(name)}
    </span>
  );
}
