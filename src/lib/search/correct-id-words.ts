/**
 * A word that introduces an id, or a number's word, typed one slip off: a letter doubled, dropped, wrong, or two
 * letters swapped («правиллу 64», "commentry on law 63", «статя 12», «пукнт 3 комментария к 62»,
 * "secton B of law 64"; of the short ones, "Laww 73", only a letter doubled). Each such word is read as the form it misses; query.ts takes the
 * corrected query only where it then names an id the typed one did not, so a word that is
 * merely near («стать», "roles") changes nothing unless a number makes it an id.
 */
import leven from 'leven';
import { numberValue, numberWordForms } from '../refs/number-words.ts';

/** Forms of the id words, five letters or more (shorter ones are too near too many words). */
const FORMS: ReadonlySet<string> = new Set(
  [
    ...['правило', 'правила', 'правилу', 'правилом', 'правиле', 'правилам', 'правилами', 'правилах', 'правил'],
    ...['статья', 'статьи', 'статью', 'статьей', 'статьёй', 'статье', 'статей'],
    ...['закон', 'закона', 'закону', 'законом', 'законе'],
    ...cases('пункт'),
    ...cases('подпункт'),
    ...cases('параграф'),
    ...cases('раздел'),
    ...['абзац', 'абзаца', 'абзацу', 'абзацем', 'абзаце', 'абзацы'],
    ...['комментарий', 'комментария', 'комментарию', 'комментарием', 'комментарии', 'комментариев'],
    ...['section', 'sections', 'subsection', 'paragraph', 'paragraphs', 'commentary', 'comment', 'comments', 'article', 'articles'],
  ].filter((f) => f.length >= 5),
);

/** Id words that FORMS leaves out, read only with a letter doubled ("Laww 73", "rulle 12", "parra 57.4"): any other slip of them is a word. */
const SHORT: ReadonlySet<string> = new Set(['law', 'laws', 'rule', 'rules', 'para', 'paras']);

/** `word` is `form` with one of its letters typed twice. */
const doubled = (word: string, form: string): boolean =>
  word.length === form.length + 1 && [...word].some((c, i) => i > 0 && c === word[i - 1] && word.slice(0, i) + word.slice(i + 1) === form);

function cases(stem: string): string[] {
  return ['', 'а', 'у', 'ом', 'е', 'ы', 'ов'].map((e) => stem + e);
}

/** Two adjacent letters swapped. */
const swapped = (a: string, b: string): boolean => {
  if (a.length !== b.length) return false;
  const diff = [...a].flatMap((c, i) => (c === b[i] ? [] : [i]));
  return diff.length === 2 && diff[1] === diff[0]! + 1 && a[diff[0]!] === b[diff[1]!] && a[diff[1]!] === b[diff[0]!];
};

/**
 * A number's words of eight letters or more, in every form («четырнадцатое», «шестьдесят»,
 * "seventeenth"): a law's number typed in words one slip off («четырнацатое правило», round 96;
 * «шестдесят», "fourteeth"), where the slip is near one number only. Shorter ones are near too many words.
 */
let numbers: { all: ReadonlySet<string>; long: readonly string[] } | undefined;
const NUMBER_MIN = 8;

/** `word` is `form` one slip off: a letter doubled, dropped or changed (one edit), or two adjacent swapped. */
const oneSlip = (word: string, form: string): boolean => leven(word, form) === 1 || swapped(word, form);

/** The id word a word misses by one slip, or null (a form itself, a short word, or none near). */
export function idWordOf(word: string): string | null {
  const w = word.toLowerCase().replace(/ё/gu, 'е');
  for (const f of SHORT) if (doubled(w, f)) return f;
  numbers ??= { all: new Set(numberWordForms()), long: numberWordForms().filter((f) => f.length >= NUMBER_MIN) };
  if (w.length < 5 || FORMS.has(w) || numbers.all.has(w)) return null;
  for (const f of FORMS) if (oneSlip(w, f)) return f;
  if (w.length < NUMBER_MIN - 1) return null;
  // One slip from two numbers («осемьдесят»: восемьдесят or семьдесят) is none of them.
  // Of the forms of one number, a letter dropped first (the commonest slip), then one changed or swapped, then one added.
  const rank = (f: string) => [1, 0, -1].indexOf(f.length - w.length);
  const near = numbers.long.filter((f) => oneSlip(w, f)).sort((a, b) => rank(a) - rank(b));
  return near.length && near.every((f) => numberValue(f) === numberValue(near[0]!)) ? near[0]! : null;
}

/** The query with every word one slip off an id word read as that word. */
export function correctIdWords(query: string): string {
  return query.replace(/\p{L}+/gu, (w) => idWordOf(w) ?? w);
}
