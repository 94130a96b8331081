import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../browser/find-chromium.ts';

/** Page numbers at the foot of every page (Chromium fills `pageNumber`/`totalPages`). */
const footer = `<div style="width:100%;font-size:8pt;font-family:'DejaVu Sans',sans-serif;color:#555;text-align:center;"><span class="pageNumber"></span> / <span class="totalPages"></span></div>`;

/**
 * Print one-file HTML books to PDF with Chromium: its print stylesheet, A4, page
 * numbers in the footer, the document outline (bookmarks) and tagged PDF; links
 * inside the document stay links. Nothing but the local files may load.
 */
export async function printPdfs(executablePath: string, jobs: { html: string; pdf: string }[]): Promise<void> {
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await context.route('**/*', (route) => (route.request().url().startsWith('file:') ? route.continue() : route.abort()));
    // The books print side by side (Chromium renders each page in its own process).
    await Promise.all(jobs.map(async (job) => {
      const page = await context.newPage();
      await page.goto(pathToFileURL(job.html).href, { waitUntil: 'load' });
      await page.emulateMedia({ media: 'print' });
      await page.pdf({
        path: job.pdf,
        format: 'A4',
        printBackground: false,
        displayHeaderFooter: true,
        headerTemplate: '<span></span>',
        footerTemplate: footer,
        margin: { top: '18mm', bottom: '20mm', left: '16mm', right: '16mm' },
        outline: true,
        tagged: true,
      });
      await page.close();
    }));
  } finally {
    await browser.close();
  }
}
