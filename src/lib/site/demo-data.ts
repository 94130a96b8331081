/**
 * What a <rule-demo> panel needs to lay out its rulings: every ref its rule can cite
 * (both editions), resolved to this site’s links, the UI strings, and the matrix labels.
 * The server uses it for the ruling of the default situation (DemoPanel.astro); the
 * browser fetches it from the demo’s `data.json` (pages/[lang]/demos/[name]/data.json.ts)
 * when the panel starts, so the page does not carry it.
 */
import { Ref, type Lang } from '../refs/index.ts';
import type { DemoData } from '../../scripts/demos/view.ts';
import { site } from './data.ts';
import { citableRefs, demoText, ruleOf, type DemoEdition, type DemoPanel } from './demos.ts';
import { url } from './urls.ts';

function resolvedRefs(panel: DemoPanel, lang: Lang, base: string, edition: DemoEdition) {
  return Object.fromEntries(
    citableRefs(ruleOf(panel), edition).map((id) => {
      const ref = Ref.parse(id);
      if (!ref) throw new Error(`demo ${panel.key}: rule cites a malformed ${edition} id ${id}`);
      return [id, [site().href(ref, lang, base), ref.format(lang)] as const];
    }),
  );
}

export function demoData(panel: DemoPanel, lang: Lang, base: string): DemoData {
  const rule = ruleOf(panel);
  const m = panel.matrix;
  return {
    lang,
    refs: resolvedRefs(panel, lang, base, '1987'),
    refs2017: resolvedRefs(panel, lang, base, '2017'),
    strings: {
      decidedBy: demoText(lang, 'demo.decidedBy'),
      cites: demoText(lang, 'demo.cites'),
      explained: demoText(lang, 'demo.explained'),
      impossible: demoText(lang, 'demo.impossible'),
      differs: demoText(lang, 'demo.differs'),
      same: demoText(lang, 'demo.same'),
    },
    ...(m && {
      matrix: {
        ...m,
        rowValues: rule.domain[m.rows] ?? [],
        colValues: rule.domain[m.cols] ?? [],
        labels: Object.fromEntries((rule.domain[m.cols] ?? []).map((v) => [String(v), demoText(lang, `demo.matrix.${panel.key}.${m.cols}.${v}`)])),
        none: demoText(lang, 'demo.matrix.none'),
      },
    }),
  };
}

/** Where a demo’s panel data is served: /ru/demos/revoke/data.json. */
export const demoDataUrl = (base: string, lang: Lang, demo: string) => url(base, `${lang}/demos/${demo}/data.json`);
