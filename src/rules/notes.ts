/**
 * Notes on where the 1987 Code (as the EBL commentary states it) and the later law
 * text in the sources (001) differ. Shared by several rules; kept apart so a demo
 * that needs one note does not load another rule’s module.
 */
import { type Bilingual, bi } from './ruling';

/** Edition note on 61B used by the establishment and inquiry rules. */
export const NOTE_61B_EDITIONS: Bilingual = bi(
  'Редакции расходятся: по Кодексу 1987 г. с поправкой 1988 г. защитники могут спрашивать друг друга, только если это разрешает Зональная организация, а EBL (Европейская зона) этого не разрешает (61.3, 61.5(i)); в тексте Правил 1997 года такой возможности нет вовсе: «Болван может задать такой же вопрос разыгрывающему, вистующий - разыгрывающему, но никак иначе».',
  'Editions differ: under the 1987 Code with its 1988 amendment, defenders may ask each other only if the Zonal Organisation permits it, and the EBL (European Zone) does not (61.3, 61.5(i)); the 1997 law text has no such option at all: dummy may ask declarer, a defender may ask declarer, “but in no other combination”.',
);
