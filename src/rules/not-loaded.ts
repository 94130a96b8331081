/**
 * The note a 1987 ruling carries when neither the 1987 text of its law nor the
 * commentary on it is among the loaded sources (content/): the ruling then names the
 * 1987 law by its number only, and says that it is not checked against a loaded text.
 */
import { type Bilingual, bi } from './ruling';

/** `ru`: «Правила 15», «Правил 68–71»; `en`: "Law 15", "Laws 68–71". */
export function notLoaded1987(ru: string, en: string): Bilingual {
  return bi(
    `Текста ${ru} в редакции 1987 года и комментария к нему в загруженных источниках нет: по Кодексу 1987 года правило названо только номером, и решение по загруженному тексту не сверено.`,
    `The 1987 text of ${en} and the commentary on it are not among the loaded sources: the 1987 ruling names the law by number only and is not checked against a loaded text.`,
  );
}
