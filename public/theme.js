// Sets on <html>, before the first paint, what the CSS needs from the address and storage (public/README.md).
(function () {
  var root = document.documentElement;
  function stored(key) { try { return localStorage.getItem(key); } catch (e) { return null; } }
  // The header's button, which changes it, comes with the page (src/scripts/theme-toggle.ts).
  var theme = stored('theme');
  if (theme) root.setAttribute('data-theme', theme);
  var views = ['ru', 'en', 'side', 'stack'];
  var q = new URLSearchParams(location.search);
  var ed = q.get('ed');
  if (ed === '1987' || ed === '2017') root.setAttribute('data-ed', ed);
  if (/[?&][^=&]+\.[^=&]*=/.test(location.search)) root.setAttribute('data-demo-state', '');
  var view = q.get('view');
  if (views.indexOf(view) < 0) view = stored('view');
  if (views.indexOf(view) >= 0) {
    root.setAttribute('data-view', view);
    // The other language comes after the page (view-switch.ts): its texts wait hidden for it.
    if (view !== root.lang) root.setAttribute('data-alt-wait', '');
  }
})();
