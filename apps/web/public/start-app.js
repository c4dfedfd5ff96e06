/* global window, document */
// Starts the app's scripts on a pre-rendered page (scripts/page-template.ts) once the page has
// painted: its first contentful paint, then the images it marks fetchpriority="high" (its
// largest picture) once painted. The page reads and its links work without scripts, so on a slow phone its
// text and picture get the connection and the processor first and the app hydrates just after.
// The entry module and its static imports come from this tag's data-entry and data-preload.
(function () {
  var tag = document.currentScript;
  if (!tag) return;
  var entry = tag.getAttribute('data-entry');
  var preloads = (tag.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  /** However the page paints (a tab in the background paints nothing), start by then. */
  var LATEST_START_MS = 3000;
  var started = false;

  function start() {
    if (started || !entry) return;
    started = true;
    // imported rather than added to the page as elements: nothing in the document changes, so
    // the browser does not style the page again for them; the static imports are fetched
    // together with the entry (as its modulepreloads would) and run once, in the entry's order
    preloads.forEach(function (url) {
      // a failure shows as the entry's own
      import(url).catch(function () {
        return undefined;
      });
    });
    import(entry);
  }

  /** Whether the browser reports the paint of the largest element (Chromium). */
  function reportsLargestPaint() {
    var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
    return types.indexOf('largest-contentful-paint') >= 0;
  }

  /** Once `images` have painted (or failed): their largest-paint entry, else a frame after load. */
  function afterPainted(images, then) {
    var left = images.slice();
    function done(img) {
      var at = left.indexOf(img);
      if (at < 0) return;
      left.splice(at, 1);
      if (left.length === 0) then();
    }
    images.forEach(function (img) {
      img.addEventListener('error', function () {
        done(img);
      });
    });
    if (reportsLargestPaint()) {
      new PerformanceObserver(function (list) {
        list.getEntries().forEach(function (entry) {
          done(entry.element);
        });
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    }
    // a picture smaller than the page's largest text has no entry of its own
    function soonAfterLoad(img) {
      window.requestAnimationFrame(function () {
        setTimeout(
          function () {
            done(img);
          },
          reportsLargestPaint() ? 250 : 0,
        );
      });
    }
    images.forEach(function (img) {
      // loaded already (a fast connection) is not painted yet: its paint entry still decides
      if (img.complete) soonAfterLoad(img);
      else
        img.addEventListener('load', function () {
          soonAfterLoad(img);
        });
    });
  }

  function afterImages() {
    var pictures = Array.prototype.slice.call(
      document.querySelectorAll('img[fetchpriority="high"]'),
    );
    if (pictures.length === 0) return setTimeout(start, 0);
    afterPainted(pictures, start);
  }

  function afterFirstPaint(then) {
    var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
    if (types.indexOf('paint') < 0) {
      // the frame after this one has painted
      return window.requestAnimationFrame(function () {
        setTimeout(then, 0);
      });
    }
    var observer = new PerformanceObserver(function (list) {
      var painted = list.getEntries().some(function (e) {
        return e.name === 'first-contentful-paint';
      });
      if (!painted) return;
      observer.disconnect();
      then();
    });
    observer.observe({ type: 'paint', buffered: true });
  }

  setTimeout(start, LATEST_START_MS);
  afterFirstPaint(afterImages);
})();
