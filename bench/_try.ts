import { benchOffline } from './offline.ts';
import { loadavg } from 'node:os';
for (const d of process.argv.slice(2)) {
  const l0 = loadavg()[0];
  const r = await benchOffline(d, 1);
  console.log(d, JSON.stringify(r), 'load', l0, loadavg()[0]);
}
