// Before the first paint (loaded in <head>; an external file: the CSP allows no inline
// script), so that nothing changes after it:
// - the theme: follows the system unless the reader chose one (localStorage "theme");
// - a law page's reading view (?view=… or localStorage "view", see view-switch.ts), set
//   on <html> so that the page is laid out in it from the start; a view that needs the
//   other language marks <html> data-alt-wait until view-switch.ts has brought it.
(function () {
  var KEY = 'theme';
  var root = document.documentElement;
  function stored(key) { try { return localStorage.getItem(key); } catch (e) { return null; } }
  function apply(theme) { if (theme) root.setAttribute('data-theme', theme); else root.removeAttribute('data-theme'); }
  function isDark() {
    var t = root.getAttribute('data-theme');
    return t ? t === 'dark' : window.matchMedia('(prefers-color-scheme: dark)').matches;
  }
  apply(stored(KEY));
  var views = ['ru', 'en', 'side', 'stack'];
  var view = new URLSearchParams(location.search).get('view');
  if (views.indexOf(view) < 0) view = stored('view');
  if (views.indexOf(view) >= 0) {
    root.setAttribute('data-view', view);
    // The other language comes after the page (view-switch.ts): its texts wait hidden for it.
    if (view !== root.lang) root.setAttribute('data-alt-wait', '');
  }
  document.addEventListener('DOMContentLoaded', function () {
    var button = document.querySelector('.theme-toggle');
    if (!button) return;
    button.setAttribute('aria-pressed', String(isDark()));
    button.addEventListener('click', function () {
      var next = isDark() ? 'light' : 'dark';
      try { localStorage.setItem(KEY, next); } catch (e) { /* private mode */ }
      apply(next);
      button.setAttribute('aria-pressed', String(isDark()));
    });
  });
})();
