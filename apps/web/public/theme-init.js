/* global window, document */
// Sets the theme's class on <html> before the app mounts. Pre-rendered pages load it async:
// there the server has set the class from the 'theme' cookie already (written here too, for a
// choice saved before the cookie existed), and the stylesheet follows the system without one.
(function () {
  var root = document.documentElement;
  try {
    var saved = window.localStorage.getItem('theme');
    if ((saved === 'light' || saved === 'dark') && document.cookie.indexOf('theme=' + saved) < 0) {
      document.cookie = 'theme=' + saved + '; path=/; max-age=31536000; samesite=lax';
    }
    var theme =
      saved === 'light' || saved === 'dark'
        ? saved
        : window.matchMedia('(prefers-color-scheme: dark)').matches
          ? 'dark'
          : 'light';
    root.classList.remove('light', 'dark');
    root.classList.add(theme);
    root.style.colorScheme = theme;
  } catch {
    root.classList.add('light');
  }
})();
