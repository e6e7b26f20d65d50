import type { AnchorHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { useLocation as useWouterLocation } from 'wouter';
import { hrefOf, navigateTo, type To } from './navigation';

interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

/** A plain click on a link to our own page navigates in the app; a modified click, or another target, is the browser's. */
function ownsClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey && (!target || target === '_self')
  );
}

export function Link({ to, replace, state, onClick, target, ...rest }: LinkProps) {
  const href = hrefOf(to);
  return (
    <a
      {...rest}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!ownsClick(event, target)) return;
        event.preventDefault();
        navigateTo(href, { replace, state });
      }}
    />
  );
}

interface NavLinkProps extends Omit<LinkProps, 'className' | 'children'> {
  /** Active only on this exact path, not on the paths below it. */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string | undefined);
  children?: ReactNode | ((state: { isActive: boolean }) => ReactNode);
}

/** A link that knows whether it leads to the page shown, marked aria-current="page" then. */
export function NavLink({ end, className, children, ...rest }: NavLinkProps) {
  const [pathname] = useWouterLocation();
  const target = hrefOf(rest.to).split(/[?#]/)[0] ?? '';
  const isActive = pathname === target || (!end && target !== '/' && pathname.startsWith(`${target.replace(/\/$/, '')}/`));
  return (
    <Link {...rest} aria-current={isActive ? 'page' : undefined} className={typeof className === 'function' ? className({ isActive }) : className}>
      {typeof children === 'function' ? children({ isActive }) : children}
    </Link>
  );
}
