/**
 * `npm run refs:report`: every citation found in the commentary and the law text,
 * its target, where the link lands, and whether the target text is loaded.
 */
import { join } from 'node:path';
import { loadCatalogue } from '../src/lib/content/catalogue.ts';
import { loadCorpus } from '../src/lib/content/load.ts';
import { SiteIndex } from '../src/lib/content/site-index.ts';

export function refsReport(content = 'content') {
  const site = new SiteIndex(loadCorpus(content), loadCatalogue(content));
  const rows = site.citations.map((c) => ({
    from: c.from,
    target: c.target.id,
    lands: c.anchor ? `${c.target.law}#${c.anchor}` : `${c.target.law}`,
    status: !c.loaded ? 'law not loaded' : c.anchor === c.target.id ? 'exact' : c.anchor ? 'nearest anchor' : 'law page only',
  }));
  const count = (status: string) => rows.filter((r) => r.status === status).length;
  return {
    rows,
    found: rows.length,
    exact: count('exact'),
    nearest: count('nearest anchor'),
    lawPageOnly: count('law page only'),
    notLoaded: count('law not loaded'),
    lawsNotLoaded: [...new Set(rows.filter((r) => r.status === 'law not loaded').map((r) => Number(/^\d+/u.exec(r.target)![0])))].sort((a, b) => a - b),
  };
}

function main(): number {
  const r = refsReport(join(process.cwd(), 'content'));
  for (const row of r.rows) console.log(`${row.from.padEnd(7)} → ${row.target.padEnd(8)} lands ${row.lands.padEnd(10)} ${row.status}`);
  console.log(
    `\nrefs: ${r.found} citations: ${r.exact} land on the exact place, ${r.nearest} on the nearest loaded part, ` +
      `${r.lawPageOnly} on a law page whose cited part is not loaded, ${r.notLoaded} on laws with nothing loaded (${r.lawsNotLoaded.join(', ')}); every one has a page.`,
  );
  return 0;
}

if (process.argv[1]?.endsWith('refs-report.ts')) process.exitCode = main();
