import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { run } from './run.mjs';

const root = path.resolve(import.meta.dirname, '..');
const builtIndex = path.join(root, 'apps/web/dist/index.html');
// The bundle budget reads it: a build from before build.manifest was turned on is built again.
const builtManifest = path.join(root, 'apps/web/dist/.vite/manifest.json');
const sources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/public',
  'packages/domain/src',
  'packages/contracts/src',
];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce(
    (max, name) => Math.max(max, newestMtime(path.join(target, name))),
    stat.mtimeMs,
  );
}

/** Builds the web app when it was never built or a source is newer than the build. */
export async function buildWebIfNeeded() {
  const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
  const changedAt = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
  if (builtAt > changedAt && existsSync(builtManifest)) return;
  console.log('Building the web app...');
  await run('npm', ['run', 'build', '-w', '@client-admin/web']);
}
