import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../src/i18n/en.json';
import ru from '../../src/i18n/ru.json';
import { Ref } from '../../src/lib/refs/index.ts';
import { site } from '../../src/lib/site/data.ts';
import {
  DEMO_NAMES,
  DEMOS,
  demoPlacements,
  demoText,
  embedsAt,
  fieldKey,
  parsePlacements,
  placesOf,
  ruleOf,
  valueLabel,
} from '../../src/lib/site/demos.ts';

const YAML = readFileSync(join(import.meta.dirname, '../../content/catalogue/demos.yaml'), 'utf8');
const index = site();
const placements = demoPlacements();

describe('content/catalogue/demos.yaml', () => {
  it('names only existing demos and panels (the file parses against the demo list)', () => {
    expect(() => parsePlacements(YAML)).not.toThrow();
    for (const p of placements) {
      expect(DEMO_NAMES).toContain(p.demo);
      for (const key of p.panels) expect(DEMOS[p.demo].map((x) => x.key)).toContain(key);
    }
  });

  it('places every demo on at least one law page', () => {
    for (const name of DEMO_NAMES) expect(placesOf(placements, name).length, name).toBeGreaterThan(0);
  });

  it('places each id on an anchor that exists on that law page: a commentary paragraph, or a section the law text ends with', () => {
    for (const p of placements) {
      for (const id of p.after) {
        const ref = Ref.parse(id)!;
        expect(index.anchorsOf(ref.law).has(id), `${p.demo} after ${id}: no such anchor on law ${ref.law}`).toBe(true);
        if (ref.kind === 'commentary') {
          expect(index.corpus.commentary.some((c) => c.id === id), `${id} is not a commentary paragraph`).toBe(true);
        } else {
          const text = index.corpus.lawTexts.find((t) => t.law === ref.law);
          const last = text?.sections.at(-1)?.id ?? '';
          // The demo follows the whole law text, so the section must be where the text ends.
          expect(last.startsWith(id), `${id}: the law text of ${ref.law} ends with ${last}, so a demo placed after the text is not "after ${id}"`).toBe(true);
        }
      }
    }
  });

  it('shows each panel at most once per law page (its state lives in the page URL)', () => {
    const seen = new Set<string>();
    for (const p of placements) {
      for (const id of p.after) {
        for (const key of p.panels) {
          const k = `${Ref.parse(id)!.law}/${key}`;
          expect(seen.has(k), `panel ${key} twice on law ${Ref.parse(id)!.law}`).toBe(false);
          seen.add(k);
        }
      }
    }
  });
});

describe('parsePlacements', () => {
  it('rejects an unknown demo', () => {
    expect(() => parsePlacements('- demo: revokes\n  after: ["63.2"]\n')).toThrow(/unknown demo/u);
  });
  it('rejects an unknown panel', () => {
    expect(() => parsePlacements('- demo: revoke\n  panels: [fine]\n  after: ["63.2"]\n')).toThrow(/panels/u);
  });
  it('rejects an id that is not canonical', () => {
    expect(() => parsePlacements('- demo: revoke\n  after: ["п. 63.2"]\n')).toThrow(/after/u);
    expect(() => parsePlacements('- demo: revoke\n  after: []\n')).toThrow(/after/u);
  });
  it('defaults to all panels, kept in the demo order', () => {
    const [all] = parsePlacements('- demo: revoke\n  after: ["63.2"]\n');
    expect(all!.panels).toEqual(['establish', 'correct', 'withdraw', 'penalty']);
    const [some] = parsePlacements('- demo: revoke\n  panels: [penalty, establish]\n  after: ["63.2"]\n');
    expect(some!.panels).toEqual(['establish', 'penalty']);
  });
});

describe('embedsAt', () => {
  const list = parsePlacements('- demo: revoke\n  panels: [penalty]\n  after: ["64.2", "64C"]\n- demo: penalty-card\n  after: ["50D2"]\n');
  it('finds the demos after a commentary paragraph of that law only', () => {
    expect(embedsAt(list, 64, '64.2')).toEqual([{ demo: 'revoke', panels: ['penalty'], after: '64.2' }]);
    expect(embedsAt(list, 64, '64.1')).toEqual([]);
    expect(embedsAt(list, 63, '64.2')).toEqual([]);
  });
  it('finds the demos after the law text by their section ids', () => {
    expect(embedsAt(list, 64)).toEqual([{ demo: 'revoke', panels: ['penalty'], after: '64C' }]);
    expect(embedsAt(list, 50).map((e) => e.demo)).toEqual(['penalty-card']);
    expect(embedsAt(list, 51)).toEqual([]);
  });
});

describe('demo definitions', () => {
  const demoKeys = (o: Record<string, string>) => Object.keys(o).filter((k) => k.startsWith('demo.')).sort();

  it('have the same demo.* keys in Russian and English, none empty', () => {
    expect(demoKeys(ru)).toEqual(demoKeys(en));
    for (const k of demoKeys(ru)) {
      expect((ru as Record<string, string>)[k]!.trim(), k).not.toBe('');
      expect((en as Record<string, string>)[k]!.trim(), k).not.toBe('');
    }
  });

  it('use panel keys unique across all demos (they prefix URL parameters and element ids)', () => {
    const keys = DEMO_NAMES.flatMap((n) => DEMOS[n].map((p) => p.key));
    expect(new Set(keys).size).toBe(keys.length);
  });

  for (const name of DEMO_NAMES) {
    for (const panel of DEMOS[name]) {
      it(`${name}/${panel.key}: the default situation is in the domain of ${panel.rule} and gives a valid ruling`, () => {
        const rule = ruleOf(panel);
        expect(Object.keys(panel.defaults).sort()).toEqual(Object.keys(rule.domain).sort());
        for (const [field, values] of Object.entries(rule.domain)) expect(values).toContain(panel.defaults[field]);
        expect(rule.apply(panel.defaults).ok).toBe(true);
      });

      it(`${name}/${panel.key}: every field and value has a label in both languages`, () => {
        for (const lang of ['ru', 'en'] as const) {
          expect(demoText(lang, `demo.panel.${panel.key}.title`)).not.toBe('');
          for (const [field, values] of Object.entries(ruleOf(panel).domain)) {
            expect(() => demoText(lang, fieldKey(panel.key, field)), `${panel.key}.${field}`).not.toThrow();
            for (const v of values) expect(() => valueLabel(lang, panel.key, field, v), `${panel.key}.${field}=${v}`).not.toThrow();
          }
        }
      });
    }
  }

  it('words the option on defenders asking each other as each edition does: 1987 a Zonal permission, 2017 none (61B3: they may ask, at the risk of UI)', () => {
    for (const panel of ['inquiry', 'establish']) {
      const field = (lang: 'ru' | 'en') => [demoText(lang, fieldKey(panel, 'zonalOrganisationPermitsDefendersToAsk')), ...[false, true].map((v) => valueLabel(lang, panel, 'zonalOrganisationPermitsDefendersToAsk', v))].join(' | ');
      expect(field('en'), panel).toMatch(/no effect under 2017/u);
      expect(field('en'), panel).not.toMatch(/regulating authority/u);
      expect(field('en'), panel).toMatch(/Zonal Organisation/u);
      expect(field('ru'), panel).toMatch(/на 2017 не влияет/u);
      expect(field('ru'), panel).not.toMatch(/регулирующ/u);
      expect(field('ru'), panel).toMatch(/Зональная организация/u);
    }
  });

  it('labels of one field differ from each other (a radio group never offers two identical choices)', () => {
    for (const name of DEMO_NAMES) {
      for (const panel of DEMOS[name]) {
        for (const [field, values] of Object.entries(ruleOf(panel).domain)) {
          for (const lang of ['ru', 'en'] as const) {
            const labels = values.map((v) => valueLabel(lang, panel.key, field, v));
            expect(new Set(labels).size, `${panel.key}.${field} (${lang})`).toBe(labels.length);
          }
        }
      }
    }
  });
});
