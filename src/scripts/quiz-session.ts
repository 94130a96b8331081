/**
 * The quiz itself, loaded by src/scripts/quiz.ts (<quiz-app>) when the reader first acts on
 * the page, or at once when the address asks for more than the opening question.
 *
 * The server renders the controls (edition, mode), the opening question (with its data in
 * `.quiz-opening`) and sample questions that read without JavaScript. The session takes over
 * the opening question, and loads one edition's questions only when the reader needs more (an
 * answer, another edition or mode, a permalink), so nothing large is parsed at first load.
 * Practice: one question at a time, instant feedback. Exam: EXAM_SIZE questions, none of those
 * answered lately (src/lib/quiz/review.ts, examOf), the answers shown only at the end with the
 * score. Review: spaced repetition in localStorage, within the chosen edition. The address
 * keeps the question (?q=<id>, its permalink), the edition (?ed=) and the mode (?mode=), so a
 * reload or a saved link comes back to the same place. An exam in progress is kept in
 * sessionStorage too (src/lib/quiz/exam.ts): a reload resumes it at the question of ?q=, its
 * answers kept, or shows its score again once it is over.
 */
import { EXAM_STORE, examFrom, parseExam, resumeExam, type StoredExam } from '../lib/quiz/exam.ts';
import { EXAM_SIZE, EXAM_SIZES, due, examOf, parseRecent, parseReview, record, remember, type ReviewState } from '../lib/quiz/review.ts';

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
interface Chunk {
  questions: Q[];
  refs: Record<string, [string, string]>;
  areas: Record<string, string>;
  /** A question dropped as a repeat → the one asked in its place. */
  aliases?: Record<string, string>;
}
type Ed = '1987' | '2017' | 'differs';
type Mode = 'practice' | 'exam' | 'review';

const STORE = 'quiz-review-v1';
/** src/scripts/quiz.ts reads it too, by the same name (it does not import this module). */
export const RECENT_STORE = 'quiz-recent-v1';
/** A question's edition, from its id (`<rule>-<edition>-<hash>`, src/lib/quiz/bank.ts). */
const editionOf = (id: string): '1987' | '2017' | null => (/-(1987|2017)-[0-9a-z]+$/u.exec(id)?.[1] as '1987' | '2017' | undefined) ?? null;

const el = <K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}, ...kids: (Node | string)[]) => {
  const e = Object.assign(document.createElement(tag), props);
  e.append(...kids);
  return e;
};

export class QuizSession {
  private s: Record<string, string> = {};
  private stage!: HTMLElement;
  private form!: HTMLFormElement;
  private questions = new Map<string, Q>();
  private refs: Record<string, [string, string]> = {};
  private aliases: Record<string, string> = {};
  private areas: Record<string, string> = {};
  private chunks = new Map<'1987' | '2017', Promise<void>>();
  private ed: Ed = '2017';
  private mode: Mode = 'practice';
  private exam: { qs: Q[]; i: number; chosen: number[] } | null = null;
  private size = EXAM_SIZE;
  private current: Q | null = null;

  /** `changed`: the reader changed a control before the session listened; its value is kept. */
  constructor(
    private readonly host: HTMLElement,
    changed = false,
  ) {
    this.s = JSON.parse(host.dataset.strings ?? '{}') as Record<string, string>;
    this.stage = host.querySelector('.quiz-stage')!;
    this.form = host.querySelector('form')!;
    const opening = JSON.parse(host.querySelector('.quiz-opening')?.textContent ?? '{"questions":[],"refs":{},"areas":{}}') as Chunk;
    this.merge(opening);
    const p = new URLSearchParams(location.search);
    const ed = p.get('ed');
    const mode = p.get('mode');
    if (ed === '1987' || ed === '2017' || ed === 'differs') this.ed = ed;
    if (mode === 'exam' || mode === 'review') this.mode = mode;
    const n = Number(p.get('n'));
    if (EXAM_SIZES.includes(n)) this.size = n;
    this.form.addEventListener('change', () => this.readControls());
    // The controls as the reader left them, not as the address or the defaults say.
    const q = p.get('q');
    const first = opening.questions[0];
    if (changed) {
      this.readControls();
      return;
    }
    this.syncControls();
    // The opening question as rendered, unless the address asks for another or it was seen lately.
    if (first && q === null && this.mode === 'practice' && this.ed === '2017' && !this.recent.includes(first.id)) {
      this.current = first;
      this.url(first);
    } else void this.open(q);
  }

  /** A choice of the opening question, clicked (src/scripts/quiz.ts passes it on). */
  answerOpening(i: number): void {
    const list = this.stage.querySelector<HTMLElement>('.quiz-choices');
    const q = this.current;
    if (q && list && !list.querySelector('button:disabled')) this.answer(q, i, list, this.stage.querySelector<HTMLElement>('.quiz-feedback')!);
  }

  /** The first question the address asks for: its permalink (in its mode), or the mode's first. */
  private async open(q: string | null): Promise<void> {
    if (this.mode === 'exam') return this.openExam(q);
    if (q === null) return this.start(false);
    const edition = editionOf(q);
    if (edition) await this.need(edition).catch(() => undefined);
    const target = this.byId(q);
    if (!target) {
      this.stage.replaceChildren(el('p', {}, this.s.notFound!));
      return;
    }
    this.ed = target.edition === '1987' ? '1987' : target.differs && this.ed === 'differs' ? 'differs' : '2017';
    this.syncControls();
    this.show(target);
  }

  /**
   * An exam's address: the exam this tab is taking, where it was (a reload, back or forward), when
   * the address names it (its edition set, size and question); else a new exam, whose first question
   * is the one the address names (a link shared from another browser), or drawn like any other.
   */
  private async openExam(q: string | null): Promise<void> {
    // The exam's edition, and that of the question the address names (a link may name another).
    const editions = new Set<'1987' | '2017'>([this.ed === '1987' ? '1987' : '2017']);
    const named = q === null ? null : editionOf(q);
    if (named) editions.add(named);
    await Promise.all([...editions].map((e) => this.need(e).catch(() => undefined)));
    const pool = new Set(this.pool());
    let stored: string | null = null;
    try {
      stored = sessionStorage.getItem(EXAM_STORE);
    } catch {
      /* no storage: no exam to resume */
    }
    const x = resumeExam(parseExam(stored), { ed: this.ed, n: this.size, q }, (id) => {
      const found = this.byId(id);
      return found && pool.has(found) ? found : undefined;
    });
    if (x) {
      this.syncControls();
      this.exam = { qs: x.qs, i: x.i, chosen: x.chosen };
      // A finished exam reloaded: its score, on the screen (the page comes back scrolled where it was left).
      if (x.i === x.qs.length) return (this.finish(), this.reveal());
      const here = x.qs[x.i]!;
      this.show(here);
      if (x.answered) this.mark(here, x.chosen[x.i]!, this.stage.querySelector('.quiz-choices')!, this.stage.querySelector('.quiz-feedback')!);
      return;
    }
    const target = q === null ? undefined : this.byId(q);
    if (target) this.ed = target.edition === '1987' ? '1987' : target.differs && this.ed === 'differs' ? 'differs' : '2017';
    this.syncControls();
    return this.start(false, target);
  }

  /** The exam, kept for this tab (a reload resumes it); no exam, nothing kept. */
  private keepExam(): void {
    const x = this.exam;
    try {
      if (!x) return sessionStorage.removeItem(EXAM_STORE);
      const kept: StoredExam = { v: 1, ed: this.ed, n: this.size, ids: x.qs.map((q) => q.id), chosen: x.chosen, at: x.i };
      sessionStorage.setItem(EXAM_STORE, JSON.stringify(kept));
    } catch {
      /* storage refused: the exam lasts for this page only */
    }
  }

  /** A question by its id, or by the id of a repeat dropped in its favour (old permalinks, review state). */
  private byId(id: string): Q | undefined {
    return this.questions.get(id) ?? this.questions.get(this.aliases[id] ?? '');
  }

  private merge(c: Chunk): void {
    for (const q of c.questions) this.questions.set(q.id, q);
    Object.assign(this.aliases, c.aliases);
    Object.assign(this.refs, c.refs);
    Object.assign(this.areas, c.areas);
  }

  /** Load one edition's questions (once); the stage says so while they come. */
  private need(edition: '1987' | '2017'): Promise<void> {
    let p = this.chunks.get(edition);
    if (!p) {
      p = fetch(this.host.dataset.src!.replace('{edition}', edition))
        .then((r) => (r.ok ? (r.json() as Promise<Chunk>) : Promise.reject(new Error(String(r.status)))))
        .then((c) => this.merge(c));
      p.catch(() => this.chunks.delete(edition));
      this.chunks.set(edition, p);
    }
    return p;
  }

  private syncControls(): void {
    for (const [name, value] of [['ed', this.ed], ['mode', this.mode], ['n', String(this.size)]] as const) {
      const s = this.form.elements.namedItem(name) as HTMLSelectElement | null;
      if (s) s.value = value;
    }
    this.form.dataset.mode = this.mode;
  }

  readControls(): void {
    const f = new FormData(this.form);
    this.ed = f.get('ed') as Ed;
    this.mode = f.get('mode') as Mode;
    this.size = Number(f.get('n')) || EXAM_SIZE;
    this.form.dataset.mode = this.mode;
    void this.start(true);
  }

  private pool(): Q[] {
    return [...this.questions.values()].filter((q) => (this.ed === 'differs' ? q.edition === '2017' && q.differs : q.edition === this.ed));
  }

  private get review(): ReviewState {
    try {
      return parseReview(localStorage.getItem(STORE));
    } catch {
      return {};
    }
  }

  private get recent(): string[] {
    try {
      return parseRecent(localStorage.getItem(RECENT_STORE));
    } catch {
      return [];
    }
  }

  private store(key: string, value: unknown): void {
    try {
      localStorage.setItem(key, JSON.stringify(value));
    } catch {
      /* storage refused (private mode): review and recent questions last for this page only */
    }
  }

  /** The due questions of the chosen edition, the longest overdue first. */
  private dueHere(): Q[] {
    const pool = new Set(this.pool());
    return due(this.review, Date.now())
      .map((id) => this.byId(id))
      .filter((q, i, all): q is Q => q !== undefined && pool.has(q) && all.indexOf(q) === i);
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

  /** Bring the stage's top onto the screen when it is above it or low on it. */
  private reveal(): void {
    const top = this.stage.getBoundingClientRect().top;
    if (top < 0 || top > innerHeight / 2) this.stage.scrollIntoView({ block: 'start' });
  }

  /** A new question (practice), the next due (review), or a new exam, whose first question is `first` if given. */
  private async start(user: boolean, first?: Q): Promise<void> {
    const edition = this.ed === '1987' ? '1987' : '2017';
    if (!this.chunks.has(edition) || this.pool().length < 2) this.stage.replaceChildren(el('p', {}, this.s.loading!));
    try {
      await this.need(edition);
    } catch {
      this.stage.replaceChildren(el('p', { role: 'alert' }, this.s.loadFailed!));
      return;
    }
    const pool = this.pool();
    this.exam = null;
    if (this.mode === 'exam') {
      const drawn = examOf(pool, this.size, Math.random, this.recent);
      const qs = first && pool.includes(first) ? examFrom(first, drawn, this.size) : drawn;
      this.exam = { qs, i: 0, chosen: [] };
      this.show(qs[0]!);
    } else if (this.mode === 'review') {
      const q = this.dueHere()[0];
      if (q) this.show(q);
      else {
        this.stage.replaceChildren(el('p', {}, this.s.reviewEmpty!));
        this.current = null;
        this.url(null);
      }
    } else {
      const others = pool.length > 1 ? pool.filter((q) => q !== this.current) : pool;
      this.show(others[Math.floor(Math.random() * others.length)]!);
    }
    this.keepExam();
    if (user) this.reveal();
  }

  private show(q: Q): void {
    this.current = q;
    this.url(q);
    const head = el('p', { className: 'quiz-kicker' }, `${this.areas[q.area] ?? q.area} · ${this.s[`ed.${q.edition}`]}${q.differs && q.edition === '2017' ? ` · ${this.s.differs}` : ''}`);
    if (this.exam) head.prepend(`${this.s.of!.replace('{n}', String(this.exam.i + 1)).replace('{total}', String(this.exam.qs.length))} · `);
    if (this.mode === 'review') head.prepend(`${this.s.reviewCount!.replace('{n}', String(this.dueHere().length))} · `);
    const h = el('h2', { tabIndex: -1, id: 'quiz-q' }, q.situation);
    const list = el('ol', { className: 'quiz-choices' });
    const feedback = el('div', { className: 'quiz-feedback', role: 'status' });
    q.choices.forEach((c, i) => {
      const b = el('button', { type: 'button' }, c);
      b.addEventListener('click', () => this.answer(q, i, list, feedback));
      list.append(el('li', {}, b));
    });
    this.stage.replaceChildren(head, h, el('p', { id: 'quiz-ask' }, this.s.ask!), list, feedback);
    h.focus({ preventScroll: true });
  }

  private cites(q: Q): HTMLElement {
    const p = el('p', {}, `${this.s.cites} `);
    q.cites.forEach((id, i) => {
      const r = this.refs[id];
      if (i > 0) p.append(', ');
      p.append(r ? el('a', { href: r[0] }, r[1]) : id);
    });
    return p;
  }

  /** «Верно.» or «Неверно. Правильный ответ: …»; in the exam's results, the right answer after «Верно.» too. */
  private verdict(q: Q, chosen: number, always = false): HTMLElement {
    const right = chosen === q.answer;
    return el('p', { className: right ? 'quiz-right' : 'quiz-wrong' }, right ? this.s.right! : `${this.s.wrong} `, ...(right && !always ? [] : [right ? ' ' : '', el('strong', {}, q.choices[q.answer]!)]));
  }

  private answer(q: Q, chosen: number, list: HTMLElement, feedback: HTMLElement): void {
    this.save(q, chosen === q.answer);
    // More questions will be asked: their edition starts loading while this answer is read.
    void this.need(this.ed === '1987' ? '1987' : '2017').catch(() => undefined);
    if (this.exam) {
      // An exam keeps its answers to the end (and over a reload).
      this.exam.chosen.push(chosen);
      this.keepExam();
    }
    this.mark(q, chosen, list, feedback);
  }

  /** A question answered: its buttons off, and the verdict (practice, review) or only «next» (exam). */
  private mark(q: Q, chosen: number, list: HTMLElement, feedback: HTMLElement): void {
    const right = chosen === q.answer;
    const buttons = [...list.querySelectorAll('button')];
    const x = this.exam;
    const next = el('button', { type: 'button', className: 'quiz-next' }, x && x.i === x.qs.length - 1 ? this.s.finish! : this.s.next!);
    next.addEventListener('click', () => void this.next());
    buttons.forEach((b, i) => {
      b.disabled = true;
      if (x) {
        if (i === chosen) b.dataset.chosen = '';
      } else {
        if (i === q.answer) b.dataset.right = '';
        if (i === chosen && !right) b.dataset.wrong = '';
      }
    });
    if (x) feedback.replaceChildren(next);
    else
      feedback.replaceChildren(
        this.verdict(q, chosen),
        el('p', {}, q.explanation),
        this.cites(q),
        el('p', {}, el('a', { href: `?q=${encodeURIComponent(q.id)}` }, this.s.link!)),
        next,
      );
    next.focus({ preventScroll: true });
  }

  private save(q: Q, right: boolean): void {
    this.store(STORE, record(this.review, q.id, right, Date.now()));
    this.store(RECENT_STORE, remember(this.recent, q.id));
  }

  private async next(): Promise<void> {
    const x = this.exam;
    if (!x) return this.start(true);
    x.i++;
    this.keepExam();
    if (x.i < x.qs.length) this.show(x.qs[x.i]!);
    else this.finish();
    this.reveal();
  }

  /** The exam's end: the score, by area, and each question with its answer. */
  private finish(): void {
    const x = this.exam!;
    const n = x.qs.filter((q, i) => x.chosen[i] === q.answer).length;
    const areas = new Map<string, [number, number]>();
    x.qs.forEach((q, i) => {
      const a = areas.get(q.area) ?? [0, 0];
      areas.set(q.area, [a[0] + (x.chosen[i] === q.answer ? 1 : 0), a[1] + 1]);
    });
    const fill = (s: string, v: Record<string, string | number>) => s.replace(/\{(\w+)\}/gu, (_, k: string) => String(v[k]));
    const h = el('h2', { tabIndex: -1, className: 'quiz-score' }, fill(this.s.score!, { n, total: x.qs.length }));
    const ul = el('ul', { className: 'quiz-areas' }, ...[...areas].map(([a, [r, t]]) => el('li', {}, fill(this.s.area!, { area: this.areas[a] ?? a, n: r, total: t }))));
    const results = el(
      'ol',
      { className: 'quiz-results' },
      ...x.qs.map((q, i) => {
        const chosen = x.chosen[i]!;
        const li = el('li', {}, el('p', {}, q.situation), this.verdict(q, chosen, true));
        if (chosen !== q.answer) li.append(el('p', {}, `${this.s.yours} `, q.choices[chosen]!));
        li.append(el('p', {}, q.explanation), this.cites(q), el('p', {}, el('a', { href: `?q=${encodeURIComponent(q.id)}` }, this.s.link!)));
        return li;
      }),
    );
    const again = el('button', { type: 'button' }, this.s.start!);
    again.addEventListener('click', () => void this.start(true));
    this.url(null);
    this.stage.replaceChildren(h, ul, el('h3', {}, this.s.answers!), results, again);
    h.focus({ preventScroll: true });
  }
}

