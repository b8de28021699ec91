// The Chromium that the browser tests and the README's screenshot drive (Debian's, unless PENCILSAT_CHROMIUM names another).

import { existsSync } from 'node:fs';

export const chromiumPath = process.env.PENCILSAT_CHROMIUM ?? '/usr/bin/chromium';
export const hasChromium = existsSync(chromiumPath);
