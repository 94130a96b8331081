// Theme: follows the system unless the reader chose one (localStorage "theme").
// Loaded in <head> (an external file: the CSP allows no inline script) so there is no flash.
(function () {
  var KEY = 'theme';
  var root = document.documentElement;
  function stored() { try { return localStorage.getItem(KEY); } catch (e) { return null; } }
  function apply(theme) { if (theme) root.setAttribute('data-theme', theme); else root.removeAttribute('data-theme'); }
  function isDark() {
    var t = root.getAttribute('data-theme');
    return t ? t === 'dark' : window.matchMedia('(prefers-color-scheme: dark)').matches;
  }
  apply(stored());
  document.addEventListener('DOMContentLoaded', function () {
    var button = document.querySelector('.theme-toggle');
    if (!button) return;
    button.hidden = false;
    button.setAttribute('aria-pressed', String(isDark()));
    button.addEventListener('click', function () {
      var next = isDark() ? 'light' : 'dark';
      try { localStorage.setItem(KEY, next); } catch (e) { /* private mode */ }
      apply(next);
      button.setAttribute('aria-pressed', String(isDark()));
    });
  });
})();
