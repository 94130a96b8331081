/**
 * The parts of the build made from the content alone (./build-from-content.ts), in the
 * order they start: the short links' pages are made first (then written off-thread
 * while the books are made), as the build takes them first; the open data (`/api/v1/`,
 * `/embed/linker.js`) next, a fraction of a second.
 */
export const CONTENT_TASKS = ['short-links', 'open-data', 'books'] as const;
export type ContentTask = (typeof CONTENT_TASKS)[number];

/** What the child says about a task, one JSON object per line on its stdout. */
export type ContentEvent =
  | { task: ContentTask; event: 'warning'; message: string }
  | { task: ContentTask; event: 'done' }
  | { task: ContentTask; event: 'failed'; message: string };
