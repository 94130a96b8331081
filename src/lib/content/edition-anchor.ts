/** Anchor of an edition's id on the concordance page: `y2017-64A1`; a 1987 id: `e-64A1`. Pure, for the browser too. */
export const editionAnchor = (edition: '1987' | '1997' | '2017', id: string): string => (edition === '1987' ? `e-${id}` : `y${edition}-${id}`);
