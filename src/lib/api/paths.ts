/** Where the open data and the linker live under the site's base (they are promises: never move them). */
export const API_DIR = 'api/v1';
export const LINKER_FILE = 'embed/linker.js';
