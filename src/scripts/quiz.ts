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
/** The questions answered in practice this session: an exam asks others first. */
const PRACTISED = 'quiz-practised-v1';

/** Bring the top of `target` into view when it is not in the upper part of the screen. */
function bringIntoView(target: HTMLElement): void {
  const top = target.getBoundingClientRect().top;
  if (top < 0 || top > innerHeight * 0.4) target.scrollIntoView({ block: 'start', behavior: 'instant' as ScrollBehavior });
}

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
  private exam: { qs: Q[]; i: number; right: boolean[]; chosen: number[] } | null = null;
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
          // A reload in review stays in review; an exam cannot resume, so its question opens in practice.
          if (this.mode !== 'review') this.mode = 'practice';
          this.ed = target.edition === '1987' ? '1987' : target.differs && this.ed === 'differs' ? 'differs' : '2017';
        }
        this.syncControls();
        this.querySelector('form')!.addEventListener('change', () => this.readControls());
        if (q !== null && !target) this.stage.replaceChildren(el('p', {}, this.s.notFound!));
        if (target) this.show(target, false);
        else this.start(q === null, false);
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

  private get practised(): Set<string> {
    try {
      return new Set(JSON.parse(sessionStorage.getItem(PRACTISED) ?? '[]') as string[]);
    } catch {
      return new Set();
    }
  }

  private practise(id: string): void {
    try {
      sessionStorage.setItem(PRACTISED, JSON.stringify([...this.practised.add(id)]));
    } catch {
      /* storage refused */
    }
  }

  private start(replace: boolean, scroll = true): void {
    const pool = this.pool();
    if (this.mode === 'exam') {
      // Questions just practised come only when the others are too few.
      const seen = this.practised;
      const fresh = pool.filter((q) => !seen.has(q.id));
      const size = Math.min(this.size, pool.length);
      const qs = fresh.length >= size ? examOf(fresh, size) : [...examOf(fresh, fresh.length), ...examOf(pool.filter((q) => seen.has(q.id)), size - fresh.length)];
      this.exam = { qs, i: 0, right: [], chosen: [] };
      this.show(qs[0]!, scroll);
      return;
    }
    this.exam = null;
    if (this.mode === 'review') {
      // Only the chosen edition's questions.
      const ids = new Set(pool.map((q) => q.id));
      const q = due(this.review, Date.now())
        .filter((id) => ids.has(id))
        .map((id) => this.bank.questions.find((x) => x.id === id))
        .find((x) => x !== undefined);
      if (!q) {
        this.stage.replaceChildren(el('p', {}, this.s.reviewEmpty!));
        if (replace) this.url(null);
        return;
      }
      this.show(q, scroll);
      return;
    }
    const others = pool.length > 1 ? pool.filter((q) => q !== this.current) : pool;
    this.show(others[Math.floor(Math.random() * others.length)]!, scroll);
  }

  private show(q: Q, scroll = true): void {
    this.current = q;
    this.url(q);
    const head = el('p', { className: 'quiz-kicker' }, `${this.bank.areas[q.area] ?? q.area} · ${this.s[`ed.${q.edition}`]}${q.differs && q.edition === '2017' ? ` · ${this.s.differs}` : ''}`);
    if (this.exam) head.prepend(`${this.s.of!.replace('{n}', String(this.exam.i + 1)).replace('{total}', String(this.exam.qs.length))} · `);
    if (this.mode === 'review') {
      const ids = new Set(this.pool().map((x) => x.id));
      head.prepend(`${this.s.reviewCount!.replace('{n}', String(due(this.review, Date.now()).filter((id) => ids.has(id)).length))} · `);
    }
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
    // The new situation on screen (after «Следующий вопрос» it would sit above it).
    if (scroll) bringIntoView(this.stage);
  }

  private answer(q: Q, chosen: number, list: HTMLElement, feedback: HTMLElement): void {
    const right = chosen === q.answer;
    if (this.exam) {
      // An exam tells nothing until its end: the choice is recorded, the answers come with the score.
      [...list.querySelectorAll('button')].forEach((b, i) => {
        b.disabled = true;
        if (i === chosen) b.setAttribute('aria-pressed', 'true');
      });
      this.save(record(this.review, q.id, right, Date.now()));
      this.exam.right.push(right);
      this.exam.chosen.push(chosen);
      const next = el('button', { type: 'button', className: 'quiz-next' }, this.s.next!);
      next.addEventListener('click', () => this.next());
      feedback.replaceChildren(el('p', { className: 'quiz-recorded' }, this.s.recorded!), next);
      next.focus({ preventScroll: true });
      return;
    }
    if (this.mode === 'practice') this.practise(q.id);
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
    // Now the answers: each question, the choice made, the right one and why.
    const answers = el(
      'ol',
      { className: 'quiz-answers' },
      ...x.qs.map((q, i) => {
        const cites = el('p', {}, `${this.s.cites} `);
        q.cites.forEach((id, k) => {
          const r = this.bank.refs[id];
          if (k > 0) cites.append(', ');
          cites.append(r ? el('a', { href: r[0] }, r[1]) : id);
        });
        return el(
          'li',
          { className: x.right[i] ? 'quiz-answer-right' : 'quiz-answer-wrong' },
          el('p', {}, q.situation),
          el('p', {}, `${this.s.yours} `, el('strong', {}, q.choices[x.chosen[i]!] ?? ''), ` — ${x.right[i] ? this.s.right : this.s.wrong} `, ...(x.right[i] ? [] : [el('strong', {}, q.choices[q.answer]!)])),
          el('p', {}, q.explanation),
          cites,
        );
      }),
    );
    const again = el('button', { type: 'button' }, this.s.start!);
    again.addEventListener('click', () => this.start(false));
    this.url(null);
    this.stage.replaceChildren(h, ul, again, el('h3', {}, this.s.reviewTitle!), answers);
    h.focus({ preventScroll: true });
    bringIntoView(this.stage);
  }
}

customElements.define('quiz-app', QuizApp);
