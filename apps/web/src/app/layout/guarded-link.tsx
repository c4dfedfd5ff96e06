import type { MouseEvent, ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { cn } from '@/lib/cn';
import { useGuardedNavigate } from './nav-guard';

/** A link that asks for confirmation first when the studio has unsaved changes. */
export function GuardedLink({
  to,
  children,
  className,
  activeClassName,
  onNavigate,
  stopPropagation = false,
  ...rest
}: {
  to: string;
  children: ReactNode;
  className?: string;
  activeClassName?: string;
  onNavigate?: () => void;
  /** Keep the click from the element around the link (a link inside a catalogue tile). */
  stopPropagation?: boolean;
  'aria-label'?: string;
  title?: string;
  'data-testid'?: string;
}) {
  const navigate = useGuardedNavigate();
  const { pathname } = useLocation();
  const active = to === '/' ? pathname === '/' : pathname === to || pathname.startsWith(`${to}/`);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (stopPropagation) event.stopPropagation();
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) {
      return;
    }
    event.preventDefault();
    onNavigate?.();
    navigate(to);
  };
  return (
    <Link
      to={to}
      onClick={onClick}
      className={cn(className, active && activeClassName)}
      aria-current={active ? 'page' : undefined}
      {...rest}
    >
      {children}
    </Link>
  );
}
