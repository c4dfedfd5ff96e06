/* global window, document, Element, StorageEvent */
// Sets the theme's class on <html> before the app mounts. Pre-rendered pages load it async:
// there the server has set the class from the 'theme' cookie already (written here too, for a
// choice saved before the cookie existed), and the stylesheet follows the system without one.
(function () {
  var root = document.documentElement;

  /** The cookie the server themes pre-rendered pages by (as the app's theme provider writes it). */
  function saveCookie(theme) {
    document.cookie = 'theme=' + theme + '; path=/; max-age=31536000; samesite=lax';
  }

  function apply(theme) {
    root.classList.remove('light', 'dark');
    root.classList.add(theme);
    root.style.colorScheme = theme;
  }

  try {
    var saved = window.localStorage.getItem('theme');
    if ((saved === 'light' || saved === 'dark') && document.cookie.indexOf('theme=' + saved) < 0) {
      saveCookie(saved);
    }
    apply(
      saved === 'light' || saved === 'dark'
        ? saved
        : window.matchMedia('(prefers-color-scheme: dark)').matches
          ? 'dark'
          : 'light',
    );
  } catch {
    root.classList.add('light');
  }

  // Until the app has hydrated the page (main.tsx marks <html data-app> once the hydrated page
  // has committed), a pre-rendered page's theme button is answered here, as the app's toggle
  // would: class, saved choice and cookie. React may drop a click on a part it has not hydrated
  // yet, so this listener runs first (capture) and keeps the click from React; the storage event
  // tells the app's theme provider, which may have read the old choice already.
  document.addEventListener(
    'click',
    function (event) {
      var target = event.target;
      if (root.hasAttribute('data-app') || !(target instanceof Element)) return;
      if (!target.closest('[data-theme-toggle]')) return;
      event.stopPropagation();
      var next = root.classList.contains('dark') ? 'light' : 'dark';
      try {
        window.localStorage.setItem('theme', next);
      } catch {
        // private mode: the cookie and the class still carry it for this visit
      }
      saveCookie(next);
      apply(next);
      window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: next }));
    },
    true,
  );
})();
