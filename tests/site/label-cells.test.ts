import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../src/lib/markdown/render.ts';

const render = (md: string) => renderMarkdown(md, { lang: 'ru', resolve: () => null });

describe('table cells labelled with their column (for phones)', () => {
  it('gives each body cell its header as data-label, and the table the rows-on-phone class', () => {
    const html = render('| Не сыграл в масть | Может *спросить* |\n|---|---|\n| Защитник | разыгрывающий |\n');
    expect(html).toContain('<table class="rows-on-phone">');
    expect(html).toContain('<td data-label="Не сыграл в масть">Защитник</td>');
    // The label is the header's text, without its markup.
    expect(html).toContain('<td data-label="Может спросить">разыгрывающий</td>');
  });

  it('leaves a cell under an empty header unlabelled, and escapes a header with quotes', () => {
    const html = render('| | «Кто» "x" |\n|---|---|\n| a | b |\n');
    expect(html).toContain('<td>a</td>');
    expect(html).toContain('<td data-label="«Кто» &#x22;x&#x22;">b</td>');
  });
});
