import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import {
  BookOpen,
  Gem,
  Heart,
  Images,
  LogOut,
  Palette,
  Plus,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import { useNavigate } from 'react-router';
import { canUseFeature } from '@looklab/shared/membership/membership';
import { buttonClasses } from '@/components/ui/button';
import { Avatar } from '@/components/ui/avatar';
import { resetStudio } from '@/features/studio';
import { ThemeToggle } from '@/features/theme';
import { useAuth, useMembershipLevel, type AuthUser } from '@/lib/auth';
import { useErrorToast } from '@/app/overlays';
import { GuardedLink } from './guarded-link';
import { useGuardedAction, useGuardedNavigate } from './nav-guard';
import { navLink, navLinkActive } from './nav-styles';

function useSignOutFlow() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const guard = useGuardedAction();
  const showError = useErrorToast();
  return () =>
    guard(() => {
      // Sign out returns to / replacing history (guarded pages do the same, see RequireAuth).
      signOut()
        .catch((error: unknown) => showError(error))
        .finally(() => void navigate('/', { replace: true }));
    });
}

/** New Makeover: after the unsaved-changes check, reset the workflow and go to /. */
function useNewMakeover() {
  const navigate = useNavigate();
  const guard = useGuardedAction();
  return () =>
    guard(() => {
      resetStudio();
      void navigate('/');
    });
}

type MenuEntry = { to: string; label: string; icon: LucideIcon };

function menuEntries(level: unknown): MenuEntry[] {
  return [
    { to: '/articles', label: 'Blog', icon: BookOpen },
    { to: '/profile/makeovers', label: 'Makeovers', icon: Images },
    ...(canUseFeature(level, 'favoriteStyles')
      ? [{ to: '/profile/styles', label: 'Styles', icon: Heart }]
      : []),
    ...(canUseFeature(level, 'productLibrary')
      ? [{ to: '/product-library', label: 'Makeup Library', icon: Palette }]
      : []),
    { to: '/pricing', label: 'Pricing', icon: Gem },
  ];
}

function DesktopAccountArea({ user }: { user: AuthUser }) {
  const level = useMembershipLevel();
  const signOut = useSignOutFlow();
  const newMakeover = useNewMakeover();
  return (
    <div className="hidden items-center gap-1 lg:flex">
      <button
        type="button"
        onClick={newMakeover}
        className={buttonClasses('primary', 'md', 'mr-2')}
      >
        <Plus className="h-4 w-4" aria-hidden="true" />
        New Makeover
      </button>
      <nav aria-label="Main" className="flex items-center gap-1">
        {menuEntries(level).map((entry) => (
          <GuardedLink
            key={entry.to}
            to={entry.to}
            className={navLink}
            activeClassName={navLinkActive}
          >
            {entry.label}
          </GuardedLink>
        ))}
      </nav>
      <button type="button" onClick={signOut} className={navLink}>
        Sign Out
      </button>
      <ThemeToggle />
      <GuardedLink to="/profile" aria-label="Profile" className="ml-1 rounded-full">
        <Avatar email={user.email} image={user.image} />
      </GuardedLink>
    </div>
  );
}

const menuItem =
  'flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium text-stone-700 outline-none select-none data-[highlighted]:bg-stone-100 data-[highlighted]:text-stone-950 dark:text-stone-200 dark:data-[highlighted]:bg-white/10 dark:data-[highlighted]:text-white';

function CompactAccountArea({ user }: { user: AuthUser }) {
  const level = useMembershipLevel();
  const navigate = useGuardedNavigate();
  const signOut = useSignOutFlow();
  const newMakeover = useNewMakeover();
  const entries: MenuEntry[] = [
    ...menuEntries(level),
    { to: '/profile', label: 'Profile', icon: UserRound },
  ];
  return (
    <div className="flex items-center gap-1.5 lg:hidden">
      <button
        type="button"
        onClick={newMakeover}
        className={buttonClasses('primary', 'sm', 'px-3.5')}
      >
        <Plus className="h-4 w-4" aria-hidden="true" />
        New
      </button>
      <ThemeToggle />
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          aria-label="Account menu"
          data-testid="account-menu-trigger"
          className="rounded-full"
        >
          <Avatar email={user.email} image={user.image} />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={10}
            className="z-50 w-64 animate-fade-in rounded-2xl border border-stone-200 bg-white p-1.5 shadow-xl shadow-stone-900/10 dark:border-white/10 dark:bg-stone-900"
          >
            <div className="px-3 pt-2 pb-3">
              <p className="text-xs font-medium text-stone-500 dark:text-stone-400">Signed in as</p>
              <p className="truncate text-sm font-semibold text-stone-900 dark:text-white">
                {user.email}
              </p>
            </div>
            <DropdownMenu.Separator className="mx-2 mb-1 h-px bg-stone-200 dark:bg-white/10" />
            {entries.map((entry) => (
              <DropdownMenu.Item
                key={entry.to}
                className={menuItem}
                onSelect={() => navigate(entry.to)}
              >
                <entry.icon className="h-4 w-4 text-stone-400" aria-hidden="true" />
                {entry.label}
              </DropdownMenu.Item>
            ))}
            <DropdownMenu.Separator className="mx-2 my-1 h-px bg-stone-200 dark:bg-white/10" />
            <DropdownMenu.Item className={menuItem} onSelect={signOut}>
              <LogOut className="h-4 w-4 text-stone-400" aria-hidden="true" />
              Sign out
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </div>
  );
}

/** The signed-in header: loaded with the first signed-in page, never by a visitor's. */
export function AccountArea({ user }: { user: AuthUser }) {
  return (
    <>
      <DesktopAccountArea user={user} />
      <CompactAccountArea user={user} />
    </>
  );
}
