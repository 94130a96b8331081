import { RULES, enumerateDomain } from './src/rules/index';
const id = process.argv[2]; const ed = process.argv[3] as '1987'|'2017';
const r = RULES.find(x=>x.id===id)!;
for (const i of enumerateDomain(r.domain)) { const x = r.apply(i, ed); console.log(JSON.stringify(i), x.ok ? JSON.stringify([x.outcome, x.decidedBy, x.cites]) + '\n   ' + x.explanation.en : 'INVALID'); }
