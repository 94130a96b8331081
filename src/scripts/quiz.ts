/**
 * <quiz-app data-src=".../questions.json" data-strings="{…}">: «Тренировка» / "Training".
 * The server renders the controls (edition, mode) and sample questions that read without
 * JavaScript; this element loads the bank after first render and runs practice (one question
 * at a time, instant feedback), an exam (EXAM_SIZE random questions, a score and a breakdown
 * by area) and review (spaced repetition in localStorage, src/lib/quiz/review.ts). The
 * current question is in the URL (?q=<id>), so the address is its permalink; ?ed= and ?mode=
 * keep the choices.
 */
import { EXAM_SIZE, EXAM_SIZES, due, examOf, parseReview, record, type ReviewState } from '../lib/quiz/review.ts';

interface Q {
  id: string;
  area: string;
  edition: '1987' | '2017';
  differs: boolean;
  situation: string;
  choices: string[];
  answer: number;
  explanation: string;
  cites: string[];
}
interface Bank {
  questions: Q[];
  refs: Record<string, [string, string]>;
  areas: Record<string, string>;
}
type Ed = '1987' | '2017' | 'differs';
type Mode = 'practice' | 'exam' | 'review';


const STORE = 'quiz-review-v1';

const el = <K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}, ...kids: (Node | string)[]) => {
  const e = Object.assign(document.createElement(tag), props);
  e.append(...kids);
  return e;
};

class QuizApp extends HTMLElement {
  private bank!: Bank;
  private s: Record<string, string> = {};
  private stage!: HTMLElement;
  private ed: Ed = '2017';
  private mode: Mode = 'practice';
  private exam: { qs: Q[]; i: number; right: boolean[] } | null = null;
  private size = EXAM_SIZE;
  private current: Q | null = null;

  connectedCallback(): void {
    this.s = JSON.parse(this.dataset.strings ?? '{}') as Record<string, string>;
    this.stage = this.querySelector('.quiz-stage')!;
    const p = new URLSearchParams(location.search);
    const ed = p.get('ed');
    const mode = p.get('mode');
    if (ed === '1987' || ed === '2017' || ed === 'differs') this.ed = ed;
    if (mode === 'exam' || mode === 'review') this.mode = mode;
    const n = Number(p.get('n'));
    if (EXAM_SIZES.includes(n)) this.size = n;
    fetch(this.dataset.src!)
      .then((r) => (r.ok ? (r.json() as Promise<Bank>) : Promise.reject(new Error(String(r.status)))))
      .then((bank) => {
        this.bank = bank;
        const q = p.get('q');
        const target = q === null ? undefined : bank.questions.find((x) => x.id === q);
        if (target) {
          this.mode = 'practice';
          this.ed = target.edition === '1987' ? '1987' : target.differs && this.ed === 'differs' ? 'differs' : '2017';
        }
        this.syncControls();
        this.querySelector('form')!.addEventListener('change', () => this.readControls());
        if (q !== null && !target) this.stage.replaceChildren(el('p', {}, this.s.notFound!));
        if (target) this.show(target);
        else this.start(q === null);
      })
      .catch(() => this.stage.replaceChildren(el('p', { role: 'alert' }, this.s.loadFailed!)));
  }

  private syncControls(): void {
    for (const i of this.querySelectorAll<HTMLInputElement>('form input')) i.checked = i.value === (i.name === 'ed' ? this.ed : this.mode);
    const n = this.querySelector<HTMLSelectElement>('form select');
    if (n) n.value = String(this.size);
  }

  private readControls(): void {
    const f = new FormData(this.querySelector('form')!);
    this.ed = f.get('ed') as Ed;
    this.mode = f.get('mode') as Mode;
    this.size = Number(f.get('n')) || EXAM_SIZE;
    this.start(true);
  }

  private pool(): Q[] {
    return this.bank.questions.filter((q) => (this.ed === 'differs' ? q.edition === '2017' && q.differs : q.edition === this.ed));
  }

  private get review(): ReviewState {
    try {
      return parseReview(localStorage.getItem(STORE));
    } catch {
      return {};
    }
  }

  private save(state: ReviewState): void {
    try {
      localStorage.setItem(STORE, JSON.stringify(state));
    } catch {
      /* storage refused (private mode): review lasts for this page only */
    }
  }

  private url(q: Q | null): void {
    const p = new URLSearchParams();
    if (q) p.set('q', q.id);
    if (this.ed !== '2017') p.set('ed', this.ed);
    if (this.mode !== 'practice') p.set('mode', this.mode);
    if (this.mode === 'exam' && this.size !== EXAM_SIZE) p.set('n', String(this.size));
    const s = p.toString();
    history.replaceState(null, '', s ? `?${s}` : location.pathname);
  }

  private start(replace: boolean): void {
    const pool = this.pool();
    if (this.mode === 'exam') {
      const qs = examOf(pool, this.size);
      this.exam = { qs, i: 0, right: [] };
      this.show(qs[0]!);
      return;
    }
    this.exam = null;
    if (this.mode === 'review') {
      const ids = due(this.review, Date.now());
      const q = ids.map((id) => this.bank.questions.find((x) => x.id === id)).find((x) => x !== undefined);
      if (!q) {
        this.stage.replaceChildren(el('p', {}, this.s.reviewEmpty!));
        if (replace) this.url(null);
        return;
      }
      this.show(q);
      return;
    }
    const others = pool.length > 1 ? pool.filter((q) => q !== this.current) : pool;
    this.show(others[Math.floor(Math.random() * others.length)]!);
  }

  private show(q: Q): void {
    this.current = q;
    this.url(q);
    const head = el('p', { className: 'quiz-kicker' }, `${this.bank.areas[q.area] ?? q.area} · ${this.s[`ed.${q.edition}`]}${q.differs && q.edition === '2017' ? ` · ${this.s.differs}` : ''}`);
    if (this.exam) head.prepend(`${this.s.of!.replace('{n}', String(this.exam.i + 1)).replace('{total}', String(this.exam.qs.length))} · `);
    if (this.mode === 'review') head.prepend(`${this.s.reviewCount!.replace('{n}', String(due(this.review, Date.now()).length))} · `);
    const h = el('h2', { tabIndex: -1, id: 'quiz-q' }, q.situation);
    const list = el('ol', { className: 'quiz-choices' });
    const feedback = el('div', { className: 'quiz-feedback', role: 'status' });
    q.choices.forEach((c, i) => {
      const b = el('button', { type: 'button' }, c);
      b.addEventListener('click', () => this.answer(q, i, list, feedback));
      list.append(el('li', {}, b));
    });
    this.stage.replaceChildren(head, h, el('p', { id: 'quiz-ask' }, this.s.ask!), list, feedback);
    list.setAttribute('aria-labelledby', 'quiz-ask');
    h.focus({ preventScroll: true });
  }

  private answer(q: Q, chosen: number, list: HTMLElement, feedback: HTMLElement): void {
    const right = chosen === q.answer;
    [...list.querySelectorAll('button')].forEach((b, i) => {
      b.disabled = true;
      if (i === q.answer) b.dataset.right = '';
      if (i === chosen && !right) b.dataset.wrong = '';
    });
    this.save(record(this.review, q.id, right, Date.now()));
    const cites = el('p', {}, `${this.s.cites} `);
    q.cites.forEach((id, i) => {
      const r = this.bank.refs[id];
      if (i > 0) cites.append(', ');
      cites.append(r ? el('a', { href: r[0] }, r[1]) : id);
    });
    const next = el('button', { type: 'button', className: 'quiz-next' }, this.s.next!);
    next.addEventListener("click", () => this.next());
    feedback.replaceChildren(
      el('p', { className: right ? 'quiz-right' : 'quiz-wrong' }, right ? this.s.right! : `${this.s.wrong} `, ...(right ? [] : [el('strong', {}, q.choices[q.answer]!)])),
      el('p', {}, q.explanation),
      cites,
      el('p', {}, el('a', { href: `?q=${encodeURIComponent(q.id)}` }, this.s.link!)),
      next,
    );
    next.focus({ preventScroll: true });
    if (this.exam) this.exam.right.push(right);
  }

  private next(): void {
    const x = this.exam;
    if (!x) return this.start(false);
    x.i++;
    if (x.i < x.qs.length) return this.show(x.qs[x.i]!);
    const n = x.right.filter(Boolean).length;
    const areas = new Map<string, [number, number]>();
    x.qs.forEach((q, i) => {
      const a = areas.get(q.area) ?? [0, 0];
      areas.set(q.area, [a[0] + (x.right[i] ? 1 : 0), a[1] + 1]);
    });
    const fill = (s: string, v: Record<string, string | number>) => s.replace(/\{(\w+)\}/gu, (_, k: string) => String(v[k]));
    const h = el('h2', { tabIndex: -1, className: 'quiz-score' }, fill(this.s.score!, { n, total: x.qs.length }));
    const ul = el('ul', { className: 'quiz-areas' }, ...[...areas].map(([a, [r, t]]) => el('li', {}, fill(this.s.area!, { area: this.bank.areas[a] ?? a, n: r, total: t }))));
    const again = el('button', { type: 'button' }, this.s.start!);
    again.addEventListener('click', () => this.start(false));
    this.url(null);
    this.stage.replaceChildren(h, ul, again);
    h.focus({ preventScroll: true });
  }
}

customElements.define('quiz-app', QuizApp);
