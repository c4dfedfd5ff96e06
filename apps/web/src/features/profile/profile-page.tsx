import { Crown, Images, KeyRound, Monitor, Moon, Sun } from 'lucide-react';
import { Link } from 'react-router';
import type { UserSettings, UserSettingsPatch } from '@looklab/shared/account/settings.schema';
import { normalizeLevel } from '@looklab/shared/membership/membership';
import { messages } from '@looklab/shared/messages/messages';
import { useErrorToast } from '@/app/overlays';
import { Avatar } from '@/components/ui/avatar';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageContainer, PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useTheme, type Theme } from '@/features/theme';
import { useAuth, useSettings, useUpdateSettings, useUsage } from '@/lib/auth';
import { cn } from '@/lib/cn';

const levelStyles = {
  Freemium: 'bg-stone-100 text-stone-700 dark:bg-white/10 dark:text-stone-200',
  Spark: 'bg-amber-100 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300',
  Pro: 'bg-brand-gradient text-white',
} as const;

function SectionTitle({ children }: { children: string }) {
  return <h2 className="text-base font-semibold text-stone-900 dark:text-white">{children}</h2>;
}

function formatDate(ms: number | null): string {
  if (ms === null) return 'Never';
  return new Date(ms).toLocaleDateString(undefined, { dateStyle: 'medium' });
}

function UsageCard() {
  const usage = useUsage();
  const rows: { label: string; value: number | undefined }[] = [
    { label: 'Photo analyses', value: usage.data?.analysis },
    { label: 'Images generated', value: usage.data?.images },
    { label: 'AI suggestions', value: usage.data?.suggestions },
  ];
  return (
    <Card className="p-6">
      <SectionTitle>Usage</SectionTitle>
      {usage.isError ? (
        <p className="mt-3 text-sm text-red-600 dark:text-red-400">
          {messages.couldNotLoadAnalysis}
        </p>
      ) : (
        <>
          <dl className="mt-4 grid grid-cols-3 gap-3" data-testid="usage">
            {rows.map((row) => (
              <div key={row.label} className="rounded-2xl bg-stone-50 p-4 dark:bg-white/5">
                <dt className="text-xs font-medium text-stone-500 dark:text-stone-400">
                  {row.label}
                </dt>
                <dd className="mt-1 text-2xl font-semibold text-stone-900 tabular-nums dark:text-white">
                  {row.value ?? '–'}
                </dd>
              </div>
            ))}
          </dl>
          <p className="mt-3 text-xs text-stone-500 dark:text-stone-400">
            Counters last reset: {usage.data ? formatDate(usage.data.lastResetDate) : '–'}
          </p>
        </>
      )}
    </Card>
  );
}

const themeChoices: { value: Theme; label: string; icon: typeof Sun }[] = [
  { value: 'light', label: 'Light', icon: Sun },
  { value: 'dark', label: 'Dark', icon: Moon },
];

function AppearanceCard() {
  const { theme, setTheme } = useTheme();
  return (
    <Card className="p-6">
      <SectionTitle>Appearance</SectionTitle>
      <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">
        Until you choose, LookLab follows your device setting.
      </p>
      <div className="mt-4 grid grid-cols-2 gap-3" role="radiogroup" aria-label="Theme">
        {themeChoices.map((choice) => (
          <button
            key={choice.value}
            type="button"
            role="radio"
            aria-checked={theme === choice.value}
            onClick={() => setTheme(choice.value)}
            className={cn(
              'flex items-center justify-center gap-2 rounded-2xl border px-4 py-3 text-sm font-medium transition',
              theme === choice.value
                ? 'border-brand-400 bg-brand-50 text-brand-700 dark:border-brand-500/60 dark:bg-brand-500/10 dark:text-brand-300'
                : 'border-stone-200 text-stone-600 hover:bg-stone-50 dark:border-white/10 dark:text-stone-300 dark:hover:bg-white/5',
            )}
          >
            <choice.icon className="h-4 w-4" aria-hidden="true" />
            {choice.label}
          </button>
        ))}
      </div>
      <p className="mt-3 flex items-center gap-1.5 text-xs text-stone-500 dark:text-stone-400">
        <Monitor className="h-3.5 w-3.5" aria-hidden="true" /> Saved on this device.
      </p>
    </Card>
  );
}

function Toggle({
  checked,
  onChange,
  label,
  description,
  disabled,
}: {
  checked: boolean;
  onChange: (next: boolean) => void;
  label: string;
  description: string;
  disabled?: boolean;
}) {
  return (
    <label className="flex cursor-pointer items-start justify-between gap-4 py-3">
      <span>
        <span className="block text-sm font-medium text-stone-900 dark:text-white">{label}</span>
        <span className="block text-xs text-stone-500 dark:text-stone-400">{description}</span>
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-label={label}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        className={cn(
          'relative mt-0.5 inline-flex h-6 w-11 shrink-0 rounded-full transition disabled:opacity-50',
          checked ? 'bg-brand-500' : 'bg-stone-300 dark:bg-white/20',
        )}
      >
        <span
          className={cn(
            'absolute top-0.5 h-5 w-5 rounded-full bg-white shadow transition',
            checked ? 'left-[22px]' : 'left-0.5',
          )}
        />
      </button>
    </label>
  );
}

function PreferencesCard({ settings }: { settings: UserSettings }) {
  const showError = useErrorToast();
  const update = useUpdateSettings();
  const save = {
    isPending: update.isPending,
    mutate: (patch: UserSettingsPatch) =>
      update.mutate(patch, { onError: () => showError(messages.couldNotSavePreferences) }),
  };
  return (
    <Card className="p-6">
      <SectionTitle>Preferences</SectionTitle>
      <div className="mt-2 divide-y divide-stone-200 dark:divide-white/10">
        <Toggle
          label="Show avant-garde styles"
          description="Include bold, editorial hairstyles in the catalogue."
          checked={settings.useAvantGardeStyles}
          disabled={save.isPending}
          onChange={(useAvantGardeStyles) => save.mutate({ useAvantGardeStyles })}
        />
        <Toggle
          label="Skip the public-link warning"
          description="Don't ask before creating a public link when sharing."
          checked={settings.disablePublicShareWarning}
          disabled={save.isPending}
          onChange={(disablePublicShareWarning) => save.mutate({ disablePublicShareWarning })}
        />
      </div>
    </Card>
  );
}

/** /profile: the account, membership level, usage, security and appearance. */
export function ProfilePage() {
  const { user } = useAuth();
  const { settings, isLoading } = useSettings();
  const level = normalizeLevel(settings.membershipLevel);
  if (!user) return null;
  return (
    <PageContainer>
      <PageHeader eyebrow="Account" title="Profile" />
      <div className="mt-10 grid gap-6 lg:grid-cols-[1.2fr_1fr]">
        <div className="space-y-6">
          <Card className="flex flex-col gap-5 p-6 sm:flex-row sm:items-center">
            <Avatar email={user.email} image={user.image} size="lg" />
            <div className="min-w-0 flex-1">
              <p className="text-xs font-medium text-stone-500 dark:text-stone-400">Signed in as</p>
              <p
                className="truncate text-lg font-semibold text-stone-900 dark:text-white"
                data-testid="profile-email"
              >
                {user.email}
              </p>
              <div className="mt-2 flex flex-wrap items-center gap-2">
                {isLoading ? (
                  <Spinner className="h-4 w-4 text-stone-400" />
                ) : (
                  <span
                    data-testid="membership-level"
                    className={cn(
                      'inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold',
                      levelStyles[level],
                    )}
                  >
                    {level !== 'Freemium' ? (
                      <Crown className="h-3.5 w-3.5" aria-hidden="true" />
                    ) : null}
                    {level}
                  </span>
                )}
                {isLoading ? null : (
                  <Link
                    to="/pricing"
                    data-testid="profile-pricing-link"
                    className="text-xs font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
                  >
                    {level === 'Pro' ? 'Compare plans' : 'Upgrade your plan'}
                  </Link>
                )}
                {settings.trialEnd ? (
                  <span className="text-xs text-stone-500 dark:text-stone-400">
                    Trial ends {formatDate(settings.trialEnd)}
                  </span>
                ) : null}
              </div>
            </div>
            <Link to="/profile/makeovers" className={buttonClasses('outline', 'md')}>
              <Images className="h-4 w-4" aria-hidden="true" />
              My Makeovers
            </Link>
          </Card>
          <UsageCard />
          <PreferencesCard settings={settings} />
        </div>
        <div className="space-y-6">
          <Card className="p-6">
            <SectionTitle>Security</SectionTitle>
            <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">
              Change the password you use to sign in with your e-mail address.
            </p>
            <Link to="/auth/change-password" className={buttonClasses('outline', 'md', 'mt-4')}>
              <KeyRound className="h-4 w-4" aria-hidden="true" />
              Change Password
            </Link>
          </Card>
          <AppearanceCard />
        </div>
      </div>
    </PageContainer>
  );
}
