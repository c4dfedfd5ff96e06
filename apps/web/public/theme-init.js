/* global window, document */
// Runs before the app mounts so the page never flashes the wrong theme.
(function () {
  var root = document.documentElement;
  try {
    var saved = window.localStorage.getItem('theme');
    var theme =
      saved === 'light' || saved === 'dark'
        ? saved
        : window.matchMedia('(prefers-color-scheme: dark)').matches
          ? 'dark'
          : 'light';
    root.classList.add(theme);
    root.style.colorScheme = theme;
  } catch {
    root.classList.add('light');
  }
})();
