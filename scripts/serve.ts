// `npm start`: builds the studio and serves it from a tiny HTTP server, fully offline.
//   node --import tsx scripts/serve.ts [--port N]     (or PORT=N; default 8080, the next free port if taken)
//
// The server itself ships with the package (src/cli/studio-server.ts, also behind `pencilsat studio`).

import { fileURLToPath } from 'node:url';
import { buildStudio, webOutput } from './build-web.js';
import { listen, studioServer } from '../src/cli/studio-server.js';

export { contentSecurityPolicy, listen, studioServer } from '../src/cli/studio-server.js';

function requestedPort(): number {
  const flag = process.argv.indexOf('--port');
  const text = flag >= 0 ? process.argv[flag + 1] : process.env.PORT;
  if (text === undefined || text === '') return 8080;
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`--port: '${text}' is not a port number (0..65535)`);
    process.exit(2);
  }
  return port;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const wanted = requestedPort();
  await buildStudio();
  const port = await listen(studioServer(webOutput), wanted);
  if (port !== wanted && wanted !== 0) console.log(`port ${wanted} is taken; using ${port}`);
  console.log(`pencilsat studio: http://localhost:${port}`);
}
