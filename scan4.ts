import { RULES, EDITIONS, enumerateDomain } from './src/rules/index';
import { questionBank } from './src/lib/quiz/bank';
import { loadTriage } from './src/lib/content/triage';
import { outcomeView, triageSteps } from './src/lib/site/triage';
import ru from './src/i18n/ru.json';
const out = new Map<string,string>();
for (const rule of RULES) for (const input of enumerateDomain<Record<string, unknown>>(rule.domain)) for (const e of EDITIONS) { const r = rule.apply(input, e); const s = r.ok ? r.explanation.ru : r.problem.ru; out.set(s, `${rule.id} ${e}`); }
for (const q of questionBank('ru')) { out.set(q.situation, q.id); for (const c of q.choices) out.set(c, q.id); }
for (const [k,v] of Object.entries(ru)) out.set(v as string, k);
for (const o of loadTriage().outcomes) { const v = outcomeView(o,'ru','/'); out.set(JSON.stringify([v.title,v.situation,v.rulings.map(r=>r.label)]), o.slug); }
out.set(JSON.stringify(triageSteps('ru','/')), 'triage');
const re = /(?<!\p{L})(с?ходи\p{L}*|пош[её]л|пошла|пошли|пойд\p{L}*|пойти|сходи\p{L}*|ход[яи]т\p{L}*|зашёл|зашел)(?!\p{L})/iu;
const seen = new Set<string>();
for (const [s, w] of out) { let m; const g = new RegExp(re.source, 'giu'); while ((m = g.exec(s))) { const snip = s.slice(Math.max(0,m.index-50), m.index+50); if (!seen.has(snip)) { seen.add(snip); console.log(w, '|', snip); } } }
