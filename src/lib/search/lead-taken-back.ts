/**
 * A lead taken back, refused or ordered back («велели вернуть ход», «забрать заход», «не приняли», "made him take his lead
 * back", "told him to lead from his hand"): the word both readers of a lead out of turn go by — retracted-lead.ts reads the
 * case (60.5), followed-lead.ts leaves it alone (a lead played to and kept, 60.1 / 60.3). Plain TypeScript.
 */
export const LEAD_TAKEN_BACK =
  /(?<![\p{L}])(?:верн\p{L}*|возвра\p{L}*|забра\p{L}*|забир\p{L}*|убра\p{L}*|убира\p{L}*|взять\s+(?:\p{L}+\s+)?назад|взял[аи]?\s+(?:\p{L}+\s+)?назад|отмен\p{L}*|аннулир\p{L}*|переигра\p{L}*|отклон\p{L}*|отверг\p{L}*|не\s+принял[аи]?|не\s+приняли|перейти|переходи\p{L}*|retract\p{L}*|take\s+(?:\p{L}+\s+){0,3}?back|took\s+(?:\p{L}+\s+){0,3}?back|put\s+(?:\p{L}+\s+){0,3}?back|pull(?:ed)?\s+(?:\p{L}+\s+){0,3}?back|refused|rejected|declined|sent\s+back|returned|return\s+(?:\p{L}+\s+){0,2}?(?:card|lead|it)|cancell?ed|annulled|withdr\p{L}*|(?:told|ordered|asked|made)\s+(?:him\s+|declarer\s+)?to\s+lead\s+from)(?![\p{L}])/iu;
