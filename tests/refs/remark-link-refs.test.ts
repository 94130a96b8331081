import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { Ref } from '../../src/lib/refs/index';
import { remarkLinkRefs, resolveDeepest, type RemarkLinkRefsOptions } from '../../src/lib/remark-link-refs';

function render(markdown: string, options: RemarkLinkRefsOptions): string {
  return String(
    unified().use(remarkParse).use(remarkLinkRefs, options).use(remarkRehype).use(rehypeStringify).processSync(markdown),
  );
}

const toLaw = (ref: Ref) => `/ru/laws/${ref.law}/#${ref.id}`;

/** [href, data-ref, text] of every <a> in the HTML. */
function links(html: string): Array<[string, string, string]> {
  return [...html.matchAll(/<a href="([^"]*)" data-ref="([^"]*)" class="ref">([^<]*)<\/a>/g)].map((m) => [
    m[1]!,
    m[2]!,
    m[3]!,
  ]);
}

// Paragraphs from content/sources/000 and 002, wrapped as in the source.
const P62_2 = `62.2. Он может корректировать свой фальшренонс до тех
пор, пока он не станет установленным. Правило 63А описывает
обстоятельства, в которых фальшренонс становится установленным.
Позаботьтесь, чтобы в ваш экземпляр Кодекса было добавлено Правило
63А4.`;

const P59_3 = `(b) Как только игрок выбрал наказание согласно
Правилам 50 или 51, обладатель штрафной карты (штрафных карт)
может вернуть в руку ту (те) из них, которые определены в
соответствующем Правиле, даже если наказание не может быть
выполнено его партнером (см. п.п. 50.9. и 51.4.).`;

const P29_3 = `29.3. Если левый оппонент не делает заявку, как в
29.2. выше, заявка вне очереди аннулируется; торговля возвращается
к игроку, чья очередь делать заявку была в момент нарушения, и
нарушителю разрешается сделать в свою очередь любую легальную
заявку. Судья руководствуется, соответственно, Правилами 30, 31
или 32.`;

const P61_2 = `61.2. Правила 1975 года были либеральны к игрокам,
спрашивающим друг друга по поводу игры не в масть и возможности
фальшренонса. Правила 1987 года существенно ужесточили границы, в
которых это допустимо.`;

describe('remarkLinkRefs', () => {
  it('links «Правило 63А» and «Правило\\n63А4» in 62.2 to what resolve returns', () => {
    const html = render(P62_2, { lang: 'ru', resolve: toLaw });
    expect(links(html)).toEqual([
      ['/ru/laws/63/#63A', '63A', 'Правило 63А'],
      ['/ru/laws/63/#63A4', '63A4', 'Правило\n63А4'],
    ]);
    // the wording around the links is untouched
    expect(html).toContain('установленным. <a ');
    expect(html).toContain('</a>.</p>');
  });

  it('links «п.п. 50.9. и 51.4.» in 59.3 as two links, and «Правилам 50 или 51» as two more', () => {
    const html = render(P59_3, { lang: 'ru', resolve: toLaw });
    expect(links(html)).toEqual([
      ['/ru/laws/50/#50', '50', 'Правилам 50'],
      ['/ru/laws/51/#51', '51', '51'],
      ['/ru/laws/50/#50.9', '50.9', 'п.п. 50.9'],
      ['/ru/laws/51/#51.4', '51.4', '51.4'],
    ]);
    expect(html).toContain('</a>. и <a ');
  });

  it('links «Правилами 30, 31 или 32» in 29.3 as three links, and «29.2.» (cue «как в … выше»)', () => {
    const html = render(P29_3, { lang: 'ru', resolve: toLaw });
    expect(links(html).map(([, id, text]) => [id, text])).toEqual([
      ['29.2', '29.2'],
      ['30', 'Правилами 30'],
      ['31', '31'],
      ['32', '32'],
    ]);
    expect(html).not.toContain('data-ref="29.3"');
  });

  it('links nothing in 61.2 («Правила 1975 года», «Правила 1987 года»)', () => {
    const html = render(P61_2, { lang: 'ru', resolve: toLaw });
    expect(html).not.toContain('<a');
    expect(html).toContain('Правила 1975 года');
  });

  it('leaves a citation as text when resolve returns null', () => {
    const html = render('Правилам 50 или 51.', {
      lang: 'ru',
      resolve: (ref) => (ref.law === 51 ? '/ru/laws/51/' : null),
    });
    expect(links(html)).toEqual([['/ru/laws/51/', '51', '51']]);
    expect(html).toContain('<p>Правилам 50 или <a ');
  });

  it('does not link inside existing links, inline code or code blocks', () => {
    const md = ['[Правило 63А](/x) и `Правило 63В`', '', '```', 'Правило 64С', '```', '', 'Правило 64А'].join('\n');
    const html = render(md, { lang: 'ru', resolve: toLaw });
    expect(links(html)).toEqual([['/ru/laws/64/#64A', '64A', 'Правило 64А']]);
    expect(html).toContain('<a href="/x">Правило 63А</a>');
    expect(html).toContain('<code>Правило 63В</code>');
    expect(html).toContain('Правило 64С\n</code>');
  });

  it('links inside emphasis and links English citations', () => {
    const html = render('See *Laws 50 or 51* and para 63.5.', { lang: 'en', resolve: (r) => `/en/laws/${r.law}/` });
    expect(links(html).map(([href, id, text]) => [href, id, text])).toEqual([
      ['/en/laws/50/', '50', 'Laws 50'],
      ['/en/laws/51/', '51', '51'],
      ['/en/laws/63/', '63.5', 'para 63.5'],
    ]);
    expect(html).toContain('<em><a ');
  });
});

describe('resolveDeepest', () => {
  const anchors: Record<number, Set<string>> = {
    63: new Set(['63A', '63B', '63.5']),
    61: new Set(['61.5', '61.5(i)']),
  };
  const byLaw = (law: number) => anchors[law] ?? new Set<string>();
  const r = (id: string) => Ref.parse(id)!;

  it('uses the ref itself when it has an anchor', () => {
    expect(resolveDeepest(r('61.5(i)'), 'ru', byLaw)).toBe('/ru/laws/61/#61.5(i)');
    expect(resolveDeepest(r('63.5'), 'en', byLaw)).toBe('/en/laws/63/#63.5');
  });

  it('falls back to the deepest ancestor with an anchor (63A4 → #63A)', () => {
    expect(resolveDeepest(r('63A4'), 'ru', byLaw)).toBe('/ru/laws/63/#63A');
    expect(resolveDeepest(r('61.5(ii)'), 'ru', byLaw)).toBe('/ru/laws/61/#61.5');
  });

  it('links the law page without a fragment when nothing matches', () => {
    expect(resolveDeepest(r('63C2'), 'ru', byLaw)).toBe('/ru/laws/63/');
    expect(resolveDeepest(r('64A'), 'en', byLaw)).toBe('/en/laws/64/');
  });

  it('prefixes the base path, with or without a trailing slash', () => {
    expect(resolveDeepest(r('63B'), 'ru', byLaw, '/bridge/')).toBe('/bridge/ru/laws/63/#63B');
    expect(resolveDeepest(r('63B'), 'ru', byLaw, '/bridge')).toBe('/bridge/ru/laws/63/#63B');
  });

  it('asks only for the anchors of the cited law', () => {
    const asked: number[] = [];
    resolveDeepest(r('63A4'), 'ru', (law) => (asked.push(law), byLaw(law)));
    expect(asked).toEqual([63]);
  });
});
