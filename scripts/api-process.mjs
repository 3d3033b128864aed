// How the API's Node process is started wherever it serves (npm start, the journeys' server):
// a young generation of 64 MB a semi-space instead of V8's 16 MB, so a request's short-lived
// objects are collected four times less often (decision 0042). `npm run bench` and the API
// workspace's own start script pass the same flag.
import { run } from './run.mjs';

export const API_NODE_OPTIONS = '--max-semi-space-size=64';

/** Serves the API (and the built portal) with these variables, NODE_OPTIONS with the API's flags added. */
export function runApiServer(env = {}) {
  const inherited = env.NODE_OPTIONS ?? process.env.NODE_OPTIONS ?? '';
  return run('npx', ['tsx', 'apps/api/src/server.ts'], {
    env: { ...env, NODE_OPTIONS: `${inherited} ${API_NODE_OPTIONS}`.trim() },
  });
}
