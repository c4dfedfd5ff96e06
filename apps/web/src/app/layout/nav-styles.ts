export const navLink =
  'rounded-full px-3 py-2 text-sm font-medium text-stone-600 transition hover:bg-stone-900/5 hover:text-stone-950 dark:text-stone-300 dark:hover:bg-white/10 dark:hover:text-white';
export const navLinkActive = 'text-stone-950 bg-stone-900/5 dark:text-white dark:bg-white/10';
