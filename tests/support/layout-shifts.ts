/**
 * The layout shifts a page reports, for the browser tests that bound them: an init script that
 * records every layout-shift entry (value and what moved), and its reader.
 */
import type { Page } from 'playwright-core';

export interface Shift {
  value: number;
  /** What moved: `#id`, `TAG.class` or the node's name. */
  sources: string[];
}

/** Add with `page.addInitScript(SHIFTS)` before the page loads. */
export const SHIFTS = `
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__shifts.push({ value: e.value, sources: (e.sources || []).map((s) => s.node ? (s.node.id ? '#' + s.node.id : (s.node.className && typeof s.node.className === 'string' ? s.node.nodeName + '.' + s.node.className.split(' ')[0] : s.node.nodeName)) : '?') });
  }).observe({ type: 'layout-shift', buffered: true });
`;

/** Every shift recorded so far (the sum of their values is stricter than CLS's worst window). */
export const shiftsOf = (page: Page): Promise<Shift[]> => page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
