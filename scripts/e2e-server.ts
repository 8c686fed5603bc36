/**
 * Serves the production build for end-to-end tests on PORT (default 4173).
 * Replaced by the embedded backend stand-in once it lands (it serves dist/ too).
 */
import { preview } from 'vite';

const port = Number(process.env.PORT ?? 4173);
const server = await preview({ preview: { port, strictPort: true, host: '127.0.0.1' } });
server.printUrls();
const stop = () => server.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
