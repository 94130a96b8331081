import { Ref, type Lang } from '../refs/index.ts';
import { t } from './i18n.ts';

/** «Комментарий к Правилам, п. 63.5» / "Commentary on the Laws, para 63.5"; law text: «… Правило 63A4». */
export function citationText(id: string, lang: Lang): string {
  const ref = Ref.parse(id);
  return ref?.kind === 'commentary' ? t(lang, 'citation.commentary', { id }) : t(lang, 'citation.law', { id });
}
