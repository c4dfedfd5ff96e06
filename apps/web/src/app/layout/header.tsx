import { Sparkles } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { ThemeToggle } from '@/features/theme';
import { useAuth } from '@/lib/auth';
import { loadStudio } from '@/app/studio-bridge';
import { GuardedLink } from './guarded-link';
import { useGuardedNavigate } from './nav-guard';
import { navLink, navLinkActive } from './nav-styles';

/** The account menu (Radix) stays out of a visitor's first load. */
const AccountArea = lazy(() =>
  Promise.all([import('./account-area'), loadStudio()]).then(([m]) => ({
    default: m.AccountArea,
  })),
);

const pending = <Sparkles className="h-5 w-5 animate-pulse text-brand-400" aria-hidden="true" />;

function VisitorArea({ accountsEnabled }: { accountsEnabled: boolean }) {
  return (
    <>
      <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
        <GuardedLink to="/articles" className={navLink} activeClassName={navLinkActive}>
          Blog
        </GuardedLink>
        <GuardedLink to="/explore/styles" className={navLink} activeClassName={navLinkActive}>
          Styles
        </GuardedLink>
        <GuardedLink to="/explore/makeovers" className={navLink} activeClassName={navLinkActive}>
          Makeovers
        </GuardedLink>
        <GuardedLink to="/pricing" className={navLink} activeClassName={navLinkActive}>
          Pricing
        </GuardedLink>
      </nav>
      <div className="flex items-center gap-2">
        <ThemeToggle />
        {accountsEnabled ? (
          <GuardedLink to="/auth/signup" className={buttonClasses('primary', 'md')}>
            Sign Up
          </GuardedLink>
        ) : null}
      </div>
    </>
  );
}

export function Header() {
  const { status, user, accountsEnabled } = useAuth();
  const navigate = useGuardedNavigate();
  return (
    <header className="sticky top-0 z-40 border-b border-stone-200/70 bg-stone-50/80 backdrop-blur-xl dark:border-white/10 dark:bg-[#0f0d13]/80">
      <div className="mx-auto flex h-16 w-full max-w-7xl items-center justify-between gap-3 px-4 sm:px-6">
        <a
          href="/"
          onClick={(event) => {
            event.preventDefault();
            navigate('/');
          }}
          aria-label="LookLab home"
          className="rounded-lg"
        >
          <Logo />
        </a>
        <div className="flex items-center gap-2" data-testid="account-area">
          {status === 'loading' ? (
            pending
          ) : status === 'signedIn' && user ? (
            <Suspense fallback={pending}>
              <AccountArea user={user} />
            </Suspense>
          ) : (
            <VisitorArea accountsEnabled={accountsEnabled} />
          )}
        </div>
      </div>
    </header>
  );
}
