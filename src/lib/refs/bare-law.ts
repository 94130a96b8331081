/**
 * A law named by its number alone in running text, where a number is a law and not a count:
 * after the law's word or in its list or range («Правилом 43», "Laws 50 and 51", «Правил
 * 28–32»), or as an item of a bracket of ids («(56)», «(57.6, 59)», «(61B3; 16)», «(44; …)»),
 * never «13 карт» or «(13 карт)», nor the (2) of 25B2(b)(2). Regular-expression sources (flag
 * `u`), for the rulings' links (src/scripts/demos/view.ts, src/lib/site/mentioned-ids.ts) and
 * the concordance notes (src/lib/site/editions.ts). Small: the demos' browser code carries it.
 */
/** Between two items of a list of ids: a comma, a dash of a range, «и», "or". */
const JOIN = '(?:,\\s*|\\s*[–-]\\s*|\\s+(?:and|or|и|или)\\s+)';
/** A law named by its number alone, after its word or in its list or range: «Правилом 43», "Laws 50 and 51", «Правил 28–32» (not «13 карт»). */
const AFTER_LAW_WORD = `(?<=(?:[Ll]aws?|[Пп]равил\\p{L}*)\\s+(?:[\\w()]+${JOIN})*)`;
/** Or alone in a bracket of ids: «(56)», «(57.6, 59)», «(61B3; 16)», not «(13 карт)» nor the (2) of 25B2(b)(2). */
const ID_ITEM = `\\d[\\p{L}\\p{N}.()]*`;
/** Between ids in a bracket: a comma, a semicolon («(61B3; 16)»), a dash of a range. */
const BJOIN = '(?:[,;]\\s*|\\s*[–-]\\s*)';
export const IN_BRACKET = `(?<=(?<![\\p{L}\\p{N})])\\((?:${ID_ITEM}${BJOIN})*)`;
/** The rest of the bracket: more ids up to its end, or a semicolon and a gloss («(44; приоритет …)»). */
export const BRACKET_REST = `(?=(?:${BJOIN}${ID_ITEM})*(?:\\)|;))`;
/** A pattern for a law by its number alone, `n` a capture-free pattern of the number. */
export const bareLaw = (n: string): string => `(?:${AFTER_LAW_WORD}${n}|${IN_BRACKET}${n}${BRACKET_REST})`;

