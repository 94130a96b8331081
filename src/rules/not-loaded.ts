/**
 * The note a 1987 ruling carries when the site has neither the 1987 text of its law(s)
 * nor the commentary on them (content/): the ruling then names the 1987 law by its
 * number only, and says that it is not checked against the law's text.
 */
import { type Bilingual, bi } from './ruling';

/** The note for one law (`notLoaded1987(70)`) or two (`notLoaded1987(42, 43)`): «Правила 70» / «Правил 42 и 43». */
export function notLoaded1987(law: number, and?: number): Bilingual {
  const one = and === undefined;
  return bi(
    `На сайте нет текста ${one ? `Правила ${law}` : `Правил ${law} и ${and}`} в редакции 1987 года и комментария к ${one ? 'нему' : 'ним'}: решение по Кодексу 1987 года называет только номер и с текстом не сверено.`,
    `This site has neither the 1987 text of ${one ? `Law ${law}` : `Laws ${law} and ${and}`} nor the commentary on ${one ? 'it' : 'them'}: the 1987 ruling gives the number only and is not checked against the text.`,
  );
}
