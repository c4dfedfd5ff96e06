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
  ...rest
}: {
  to: string;
  children: ReactNode;
  className?: string;
  activeClassName?: string;
  onNavigate?: () => void;
  'aria-label'?: string;
  'data-testid'?: string;
}) {
  const navigate = useGuardedNavigate();
  const { pathname } = useLocation();
  const active = to === '/' ? pathname === '/' : pathname === to || pathname.startsWith(`${to}/`);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
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
