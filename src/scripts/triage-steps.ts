/**
 * <triage-steps>: the questions of «Что случилось?» over the server-rendered steps.
 * Without JavaScript each answer is a link to the next step's fragment (#q-revoke),
 * shown by :target, or to its outcome page; the Back button goes back one step.
 * With it the step changes at once, without the jump to the fragment: a click pushes
 * one history entry, Back (popstate) shows the step of the URL again, and focus moves
 * to the new question for screen readers and keyboards.
 */
class TriageSteps extends HTMLElement {
  private steps: HTMLElement[] = [];

  connectedCallback(): void {
    this.steps = [...this.querySelectorAll<HTMLElement>('.triage-step')];
    this.show(location.hash, false);
    this.dataset.js = '';
    this.addEventListener('click', (e) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const a = (e.target as Element).closest('a');
      const hash = a?.getAttribute('href') ?? '';
      if (!hash.startsWith('#q-') || !this.step(hash)) return;
      e.preventDefault();
      if (hash !== location.hash) history.pushState(null, '', hash);
      this.show(hash, true);
    });
    window.addEventListener('popstate', () => this.show(location.hash, true));
  }

  private step(hash: string): HTMLElement | undefined {
    return this.steps.find((s) => `#${s.id}` === hash);
  }

  /** Show the step of `hash`, or the first question when it names none. */
  private show(hash: string, focus: boolean): void {
    const current = this.step(hash) ?? this.steps.find((s) => s.dataset.start !== undefined) ?? this.steps[0];
    for (const s of this.steps) s.toggleAttribute('data-current', s === current);
    if (!focus || !current) return;
    current.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
    if (current.getBoundingClientRect().top < 0) current.scrollIntoView();
  }
}

if (!customElements.get('triage-steps')) customElements.define('triage-steps', TriageSteps);
