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
    status: c.anchor === null ? (c.loaded ? 'whole law (loaded)' : 'whole law (nothing loaded)') : !c.loaded ? 'not loaded (stub)' : c.anchor === c.target.id ? 'exact' : 'nearest loaded part',
  }));
  const count = (status: string) => rows.filter((r) => r.status === status).length;
  const notLoaded = rows.filter((r) => r.status === 'not loaded (stub)' || r.status === 'whole law (nothing loaded)');
  return {
    rows,
    found: rows.length,
    exact: count('exact'),
    nearest: count('nearest loaded part'),
    wholeLoaded: count('whole law (loaded)'),
    stub: count('not loaded (stub)'),
    wholeNothing: count('whole law (nothing loaded)'),
    lawsNotLoaded: [...new Set(notLoaded.map((r) => Number(/^\d+/u.exec(r.target)![0])))].sort((x, y) => x - y),
  };
}

function main(): number {
  const r = refsReport(join(process.cwd(), 'content'));
  for (const row of r.rows) console.log(`${row.from.padEnd(7)} → ${row.target.padEnd(8)} lands ${row.lands.padEnd(10)} ${row.status}`);
  const resolved = r.exact + r.nearest + r.wholeLoaded;
  console.log(
    `\nrefs: ${r.found} citations; ${resolved} resolve to loaded text (${r.exact} exactly, ${r.nearest} to the nearest loaded part, ` +
      `${r.wholeLoaded} to a whole law with text); ${r.stub + r.wholeNothing} point to text not yet loaded (${r.stub} land on a stub ` +
      `saying so, ${r.wholeNothing} on a law page with nothing loaded), in laws ${r.lawsNotLoaded.join(', ')}.`,
  );
  return 0;
}

if (process.argv[1]?.endsWith('refs-report.ts')) process.exitCode = main();
