import type { AstroIntegration } from 'astro';
import { cpSync, existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ContentChild } from './content-child.ts';

/**
 * The open data (`/api/v1/`: every law as JSON, the citation graph, the schema), the linker
 * for other sites (`/embed/linker.js`) and `_headers` (CORS for both). Made from the content
 * alone by the build's content child (./content-child.ts, src/lib/api/files.ts) while Astro
 * renders the pages, and copied into the site here. Neither is precached by the service
 * worker: the site's own pages never read them (src/integrations/offline.ts).
 */
export default function openDataIntegration(content: ContentChild): AstroIntegration {
  return content.take('open-data', 'open-data', ({ staging, dist, logger, since }) => {
    for (const name of readdirSync(staging)) {
      if (existsSync(join(dist, name)) && name !== 'embed' && name !== 'api') throw new Error(`open data: ${name} would replace a file of the site`);
      // A copy, not a move: the folders keep the build's permissions, not the staging folder's 0700.
      cpSync(join(staging, name), join(dist, name), { recursive: true });
    }
    // The time it adds to the build: waiting for the child (made beside the pages), then the copy.
    logger.info(`${readdirSync(join(staging, 'api/v1/laws')).length} law files under api/v1/, embed/linker.js in ${((performance.now() - since) / 1000).toFixed(2)} s after the pages`);
  });
}
