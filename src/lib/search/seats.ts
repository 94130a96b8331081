/**
 * Partners told by their seats: a query that names two seats of one side («Восток положил карту
 * раньше Запада», "East played before West", «сдавал Север, а Юг сразу сказал пас») tells of a
 * player and his partner. The Laws and the commentary never name seats; they say «партнёр»,
 * "partner" (a defender who plays before his partner, a lead in place of partner's). Such a query is
 * read with the text's word for a partner (the page's strings, search.play.partner) in place of the
 * second seat of the side named first, in each of its mentions, so that it finds what the text says
 * of partners. Seats of the two sides alone (Север and Восток) tell nothing of the kind. Plain TypeScript.
 */

export interface SeatWords {
  /** The text's word for a partner («партнёр», "partner"). */
  partner: string;
}

/**
 * The four seats, by side (North–South, East–West), with each one's place in the order of the auction (North, East, South,
 * West: each calls after the one before), each in any case form and either language, capitalised or not.
 */
const SEATS: readonly (readonly [side: number, turn: number, pattern: string])[] = [
  [0, 0, 'север(?:а|у|ом|е)?|north(?:[\'’]s)?'],
  [0, 2, 'юг(?:а|у|ом|е)?|south(?:[\'’]s)?'],
  [1, 1, 'восток(?:а|у|ом|е)?|east(?:[\'’]s)?'],
  [1, 3, 'запад(?:а|у|ом|е)?|west(?:[\'’]s)?'],
];
const SEAT = new RegExp(`(?<![\\p{L}])(?:${SEATS.map(([, , p]) => `(${p})`).join('|')})(?![\\p{L}])`, 'giu');

/** Each seat the query names (its row in SEATS), its side, where it stands, and its place in the order of the auction (0–3, North first). */
export function seatsNamed(query: string): { seat: number; side: number; turn: number; start: number; end: number }[] {
  return [...query.matchAll(SEAT)].map((m) => {
    const seat = m.slice(1).findIndex((g) => g !== undefined);
    const [side, turn] = SEATS[seat]!;
    return { seat, side, turn, start: m.index, end: m.index + m[0].length };
  });
}

/** The query with the partner of the seat named first spelled as the text's word for a partner, or as it was. */
export function readSeats(query: string, words: SeatWords): string {
  const found = seatsNamed(query);
  const first = found[0];
  if (!first) return query;
  // The other seat of the first one's side: its partner.
  const partnerSeat = SEATS.findIndex(([s], i) => s === first.side && i !== first.seat);
  const partner = found.filter((f) => f.seat === partnerSeat);
  if (partner.length === 0) return query;
  let out = '';
  let at = 0;
  for (const p of partner) {
    out += `${query.slice(at, p.start)}${words.partner}`;
    at = p.end;
  }
  return `${out}${query.slice(at)}`;
}
