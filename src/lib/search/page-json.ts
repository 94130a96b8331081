/**
 * A file the search page fetches beside itself from /{lang}/search/ (src/pages/[lang]/search/*.json.ts: the explaining
 * paragraphs, the reader's words), kept out of its HTML for the first-render budget and precached for offline use: its
 * content, or null where it cannot be had. Plain TypeScript.
 */
export const fetchPageJson = <T>(page: { base: string; lang: string }, file: string): Promise<T | null> =>
  fetch(`${page.base}${page.lang}/search/${file}`)
    .then((r) => (r.ok ? (r.json() as Promise<T>) : null))
    .catch(() => null);
