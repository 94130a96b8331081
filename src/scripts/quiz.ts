/**
 * <quiz-app data-src=".../questions-{edition}.json" data-strings="{…}">: «Тренировка» / "Training".
 * What the page runs at first load, and all it runs until the reader acts: the server has
 * rendered the opening question, so this only waits. The first touch, key or focus inside the
 * element loads the session (src/scripts/quiz-session.ts), which answers, asks on, and loads the
 * questions; an address that asks for more than the opening question (?q=, ?ed=, ?mode=, or an
 * opening question seen lately) loads it at once.
 */
import type { QuizSession } from './quiz-session.ts';

class QuizApp extends HTMLElement {
  private session?: Promise<QuizSession>;
  private ready = false;
  /** A control changed before the session listened: the session starts from the controls. */
  private changed = false;

  connectedCallback(): void {
    const go = () =>
      (this.session ??= import('./quiz-session.ts').then((m) => {
        const s = new m.QuizSession(this, this.changed);
        this.ready = true;
        return s;
      }));
    const id = this.querySelector<HTMLElement>('.quiz-stage')?.dataset.q;
    let seen = false;
    try {
      seen = id !== undefined && (localStorage.getItem('quiz-recent-v1') ?? '').includes(`"${id}"`);
    } catch {
      /* no storage: nothing was seen */
    }
    // The rendered opening question answers through the session, however it was started (an
    // address with ?ed= starts it at once and keeps the rendered question: its buttons are these).
    const list = this.querySelector('.quiz-choices');
    list?.addEventListener('click', (e) => {
      const b = (e.target as Element).closest('button');
      if (b) void go().then((s) => s.answerOpening([...list.querySelectorAll('button')].indexOf(b)));
    });
    // A change made before the session listened (even while it loads) is what it starts from;
    // later ones, it hears itself.
    this.querySelector('form')?.addEventListener('change', () => {
      if (!this.ready) {
        this.changed = true;
        void go();
      }
    });
    if (!id || seen || /[?&](q|ed|mode)=/u.test(location.search)) return void go();
    for (const type of ['pointerdown', 'keydown', 'focusin']) this.addEventListener(type, () => void go(), { once: true, passive: true });
  }
}

customElements.define('quiz-app', QuizApp);
