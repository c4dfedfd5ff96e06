import { Logo } from '@/components/ui/logo';
import { useAuth } from '@/lib/auth';
import { GuardedLink } from './guarded-link';

const footerLink =
  'text-sm text-stone-500 transition hover:text-stone-900 dark:text-stone-400 dark:hover:text-white';

export function Footer() {
  const { status } = useAuth();
  return (
    <footer className="mt-auto border-t border-stone-200/70 dark:border-white/10">
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div className="flex flex-col gap-2">
          <Logo className="scale-90 origin-left" />
          <p className="text-sm text-stone-500 dark:text-stone-400">
            © {new Date().getFullYear()} LookLab. All rights reserved.
          </p>
        </div>
        <nav aria-label="Footer" className="flex flex-wrap gap-x-6 gap-y-2">
          <GuardedLink to="/faq" className={footerLink}>
            FAQ
          </GuardedLink>
          <GuardedLink to="/contact" className={footerLink}>
            Contact
          </GuardedLink>
          {status === 'signedIn' ? (
            <>
              <GuardedLink to="/explore/styles" className={footerLink}>
                Styles
              </GuardedLink>
              <GuardedLink to="/profile/makeovers" className={footerLink}>
                Makeovers
              </GuardedLink>
            </>
          ) : null}
        </nav>
      </div>
    </footer>
  );
}
