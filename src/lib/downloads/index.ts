import { join } from 'node:path';
import type { FileStatus } from './files.ts';
import { describeDownloads, finishDownloads, type DownloadsOptions } from './finish-downloads.ts';
import { makeBooks } from './make-books.ts';

export { bookFile, downloadFiles, siteVersion, siteZipFile } from './files.ts';
export { describeDownloads, finishDownloads, type DownloadsOptions, type Logger } from './finish-downloads.ts';
export { makeBooks, type BooksOptions } from './make-books.ts';

/** Every download at once, into `dist/downloads/` of a built site. */
export async function buildDownloads(o: DownloadsOptions): Promise<Record<string, FileStatus>> {
  const started = performance.now();
  await makeBooks({ ...o, outDir: join(o.dist, 'downloads') });
  const status = await finishDownloads(o);
  o.logger.info(`${describeDownloads(status)} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return status;
}
