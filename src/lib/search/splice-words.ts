/**
 * The query with the text's words put in place of what a reader told («сказал со стола «пику»» → the case's words), or after
 * it where its own words stay (`from` = `to`): the situation readers' one way of writing their reading. Plain TypeScript.
 */
export function spliceWords(query: string, from: number, to: number, words: string): string {
  return `${query.slice(0, from)} ${words} ${query.slice(to)}`.replace(/\s+/gu, ' ').trim();
}
