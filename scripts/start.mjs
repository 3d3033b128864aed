// npm start: build the portal if needed, then migrate, seed (on an empty database) and serve
// portal, API and sign-in pages on one origin.
import { buildWebIfNeeded } from './web-build.mjs';
import { runApiServer } from './api-process.mjs';

await buildWebIfNeeded();
await runApiServer();
