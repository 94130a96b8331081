export { Ref, EDITIONS, MIN_LAW, MAX_LAW, SECTION_LETTERS, MAX_SUBSECTION, MAX_PARAGRAPH } from './ref';
export type { Edition, Lang, RefKind } from './ref';
export { findRefs } from './find-refs';
export type { RefMatch } from './find-refs';
export { resolveDeepest } from './resolve';
export { CYRILLIC_LOOKALIKES, toLatin, sectionLetter, itemLetter } from './letters';
export { VOCABULARY } from './vocabulary';
export type { Vocabulary } from './vocabulary';
