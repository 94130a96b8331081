/**
 * The header's light/dark button. The stored theme is applied before the first paint by
 * public/theme.js, in `<head>`; the button needs nothing until the reader presses it, so it
 * comes with the page's module instead, and the script that blocks the first paint stays small.
 */
const KEY = 'theme';
const root = document.documentElement;
const isDark = () => {
  const theme = root.getAttribute('data-theme');
  return theme ? theme === 'dark' : matchMedia('(prefers-color-scheme: dark)').matches;
};
const button = document.querySelector<HTMLButtonElement>('.theme-toggle');
if (button) {
  button.setAttribute('aria-pressed', String(isDark()));
  button.addEventListener('click', () => {
    const next = isDark() ? 'light' : 'dark';
    try {
      localStorage.setItem(KEY, next);
    } catch {
      // Private mode: the choice holds for this page only.
    }
    root.setAttribute('data-theme', next);
    button.setAttribute('aria-pressed', String(isDark()));
  });
}

// A module, not a global script: its names (KEY) are its own.
export {};
