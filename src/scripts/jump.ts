/**
 * The home page's «Перейти к правилу [ ]» (Home.astro): a law or paragraph id goes straight to
 * its place (lib/site/jump.ts); anything else, and every submit without JavaScript, goes to
 * the search page with what was typed.
 */
import { jumpTarget } from '../lib/site/jump.ts';

const form = document.querySelector<HTMLFormElement>('form.jump');
form?.addEventListener('submit', (e) => {
  const typed = new FormData(form).get('q');
  const to = typeof typed === 'string' ? jumpTarget(typed, document.documentElement.lang === 'en' ? 'en' : 'ru', form.dataset.base ?? '/') : null;
  if (!to) return;
  e.preventDefault();
  location.assign(to);
});
