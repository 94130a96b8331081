import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIST, requireDist, useSite } from '../support/site.ts';

/** The primary (page-language) body of one commentary paragraph in a built page. */
function paragraph(page: string, id: string): string {
  requireDist();
  const html = readFileSync(join(DIST, page), 'utf8');
  const start = html.indexOf(`id="${id}"`);
  expect(start, `${id} in ${page}`).toBeGreaterThan(0);
  const body = html.indexOf('class="para-body"', start);
  return html.slice(body, html.indexOf('</div>', body));
}
const links = (html: string) => [...html.matchAll(/<a href="([^"]+)" data-ref="[^"]+" class="ref">([^<]+)<\/a>/gu)].map((m) => [m[1], m[2]!.replace(/\u00a0/gu, ' ')]);

describe('cross-references in the built site', () => {
  it('62.2 links «Правило 63А4» to /ru/laws/63/#63A4, where 63A4 says it is not loaded', () => {
    expect(links(paragraph('ru/laws/62/index.html', '62.2'))).toContainEqual(['/ru/laws/63/#63A4', 'Правило 63А4']);
    const law63 = readFileSync(join(DIST, 'ru/laws/63/index.html'), 'utf8');
    expect(law63).toMatch(/<h3 id="63A4">63A4<\/h3>\s*<p class="not-loaded">Текст 63A4 в источниках сайта не загружен\.<\/p>/u);
  });

  it('59.3 links «п.п. 50.9. и 51.4.» as two links, to #50.9 and #51.4', () => {
    const l = links(paragraph('ru/laws/59/index.html', '59.3')).filter(([href]) => /#5[01]\.\d/u.test(href!));
    expect(l.map(([href]) => href)).toEqual(['/ru/laws/50/#50.9', '/ru/laws/51/#51.4']);
  });

  it('29.3 links «Правилами 30, 31 или 32» as three links', () => {
    const l = links(paragraph('ru/laws/29/index.html', '29.3'));
    expect(l.filter(([href]) => /\/laws\/3\d\//u.test(href!))).toEqual([
      ['/ru/laws/30/', 'Правилами 30'],
      ['/ru/laws/31/', '31'],
      ['/ru/laws/32/', '32'],
    ]);
  });

  it('61.2 links nothing in «Правила 1975 года»', () => {
    const p = paragraph('ru/laws/61/index.html', '61.2');
    expect(p).toContain('Правила 1975');
    expect(links(p)).toEqual([]);
  });

  it('English pages link to /en/ equivalents', () => {
    expect(links(paragraph('en/laws/62/index.html', '62.2'))).toContainEqual(['/en/laws/63/#63A4', 'Law 63A4']);
  });

  it('lists backlinks ("cited by") under the cited paragraph, in both languages', () => {
    for (const [lang, label] of [['ru', 'Ссылаются'], ['en', 'Cited by']] as const) {
      const html = readFileSync(join(DIST, `${lang}/laws/63/index.html`), 'utf8');
      const at = html.indexOf('id="63.2"');
      const meta = html.slice(html.indexOf('class="para-meta"', at), html.indexOf('</article>', at));
      expect(meta).toContain(`${label}: </span>`);
      expect(meta).toContain(`href="/${lang}/laws/64/#64.2"`);
    }
  });

  it('names the law in the list of places citing the whole law, so it is not read as the last stub’s', () => {
    // Law 63's page ends with its stubs (63A, 63A4, 63B); 61.5 cites «Правило 63» as a whole.
    for (const [lang, label] of [['ru', 'На Правило 63 в целом ссылаются'], ['en', 'Law 63 as a whole is cited by']] as const) {
      const html = readFileSync(join(DIST, `${lang}/laws/63/index.html`), 'utf8');
      const after = html.slice(html.indexOf('class="stubs"'));
      const whole = after.slice(after.indexOf('</section>'));
      expect(whole).toMatch(new RegExp(`${label}: </span><a href="/${lang}/laws/61/#61\\.5"`, 'u'));
    }
  });
});

describe('previews of cited text', () => {
  const env = useSite();

  it('shows the cited text on hover and on keyboard focus, and hides it with Escape', async () => {
    const page = await env.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${env.origin}/ru/laws/64/`);
    const link = page.locator('.para:has([id="64.2"]) .para-body:not(.alt) a.ref[data-ref="63.2"]');
    await link.hover();
    const tip = page.locator('#ref-preview');
    await tip.waitFor({ state: 'visible' });
    expect(await tip.textContent()).toContain('Период времени для коррекции');
    await page.keyboard.press('Escape');
    await tip.waitFor({ state: 'hidden' });
    await page.mouse.move(0, 0);
    await link.focus();
    await tip.waitFor({ state: 'visible' });
    expect(await link.getAttribute('aria-describedby')).toBe('ref-preview');
    await page.close();
  });
});

describe('fragments typed by hand', () => {
  const env = useSite();

  it('lands «#63а4» (Cyrillic а) on 63A4, «#61.5» on law 61’s page, and a later «#63.5.» on 63.5', async () => {
    const page = await env.browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${env.origin}/ru/laws/63/#${encodeURIComponent('63а4')}`);
    await page.waitForURL(`${env.origin}/ru/laws/63/#63A4`);
    expect(await page.evaluate(() => document.querySelector(':target')?.id)).toBe('63A4');
    expect(await page.locator('[id="63A4"]').isVisible()).toBe(true);
    expect(await page.evaluate(() => history.length)).toBe(2); // replaced, not added: Back leaves the page

    await page.evaluate(() => (location.hash = '63.5.'));
    await page.waitForURL(`${env.origin}/ru/laws/63/#63.5`);

    await page.goto(`${env.origin}/en/laws/63/#61.5`);
    await page.waitForURL(`${env.origin}/en/laws/61/#61.5`);
    expect(await page.evaluate(() => document.querySelector(':target')?.id)).toBe('61.5');
    await page.close();
  });
});
