export { ThemeProvider, useTheme, THEME_STORAGE_KEY, type Theme } from './theme-provider';
export { ThemeToggle } from './theme-toggle';
