import { Moon, Sun } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useHydrated } from '@/lib/use-hydrated';
import { useTheme } from './theme-provider';

export function ThemeToggle({ className }: { className?: string }) {
  const { theme: current, toggleTheme } = useTheme();
  // the pre-rendered HTML shows the light theme's button; the saved theme's comes on hydration
  const theme = useHydrated() ? current : 'light';
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      onClick={toggleTheme}
      aria-label={`Switch to ${next} theme`}
      title={`Switch to ${next} theme`}
      data-testid="theme-toggle"
      data-theme-toggle=""
      data-theme={theme}
      className={cn(
        'inline-flex h-9 w-9 items-center justify-center rounded-full text-stone-600 transition hover:bg-stone-900/5 hover:text-stone-900 dark:text-stone-300 dark:hover:bg-white/10 dark:hover:text-white',
        className,
      )}
    >
      {theme === 'dark' ? (
        <Sun className="h-[18px] w-[18px]" aria-hidden="true" />
      ) : (
        <Moon className="h-[18px] w-[18px]" aria-hidden="true" />
      )}
    </button>
  );
}
