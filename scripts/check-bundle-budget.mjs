// The first-load budget (DESIGN.md "Budgets", issue 11 item 4): the gzipped JavaScript the
// browser loads before a route's first screen. A size check on the built app, not a timing.
// Reads the import graph Vite writes to apps/web/dist/.vite/manifest.json (build.manifest).
//
// What "before the first screen" means here, per route:
//   the entry (index.html's script) and its static imports
//   + the app start chunk the entry imports once it knows the user is signed in, and its static imports
//   + the route's lazy component chunk and its static imports.
// The sign-in redirect (no session) is counted as the entry plus what it imports to redirect.
// Chunks loaded later (popups, menus, editors opened on click, the service worker) are not counted.
// Why and what moved where: docs/decisions/0026-lighter-first-route-and-bundle-budget.md.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** At most 170 KB (KiB) of gzipped JavaScript before a first screen (DESIGN.md, issue 11 item 4). */
export const FIRST_LOAD_BUDGET_BYTES = 170 * 1024;

const root = path.resolve(import.meta.dirname, '..');
const webDir = path.join(root, 'apps/web');
const distDir = path.join(webDir, 'dist');
const manifestPath = path.join(distDir, '.vite/manifest.json');
const routerPath = path.join(webDir, 'src/app/router.tsx');

/** The app start module the entry imports for a signed-in user (src/main.tsx). */
const APP_START = 'src/app/start.tsx';

/** MUI's theme, which every page but the first screens loads beside its chunk (decision 0043). */
const MUI_THEME_SCOPE = 'src/lib/mui-theme-scope.tsx';

/** The first screen of each role the budget names; each must be found in the build. */
const ROLE_ROUTES = [
  { route: '/client/{id} (agent)', chunk: 'src/app/routes/client-dashboard-page' },
  { route: '/ad (client services)', chunk: 'src/features/clients/pages/admin-dashboard-page' },
];

class BudgetError extends Error {}

function readManifest() {
  if (!existsSync(manifestPath)) {
    throw new BudgetError(
      `${path.relative(root, manifestPath)} is missing: build the web app first (npm run build)`,
    );
  }
  return JSON.parse(readFileSync(manifestPath, 'utf8'));
}

/**
 * Every lazy route component of the route table, as manifest keys (src/...), and whether it loads
 * MUI's theme beside it (lazyRoute) or is drawn without MUI (plainLazyRoute).
 */
function lazyRouteChunks() {
  const source = readFileSync(routerPath, 'utf8');
  const found = [
    ...source.matchAll(/\b(lazyRoute|plainLazyRoute)\(\s*\(\)\s*=>\s*import\(\s*'([^']+)'\s*\)/g),
  ];
  if (found.length === 0) throw new BudgetError(`no lazyRoute(() => import(...)) in ${routerPath}`);
  return found.map((match) => {
    const file = path.resolve(path.dirname(routerPath), match[2]);
    return {
      chunk: path.relative(webDir, file).split(path.sep).join('/'),
      themed: match[1] === 'lazyRoute',
    };
  });
}

/** The manifest key of a source module, given with or without its extension. */
function keyOf(manifest, source, what) {
  const key = [source, `${source}.tsx`, `${source}.ts`].find((candidate) => manifest[candidate]);
  if (!key) throw new BudgetError(`${what} (${source}) is not in the build manifest`);
  return key;
}

/** The chunk and everything it imports statically: what the browser fetches before running it. */
function staticClosure(manifest, key, into = new Set()) {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

/**
 * What the entry loads to send a visitor with no session to the identity provider: the entry and
 * everything it imports, statically or not, except the app (src/main.tsx).
 */
function signInRedirect(manifest, entryKey) {
  const keys = new Set();
  const visit = (key) => {
    if (keys.has(key) || key === APP_START) return;
    keys.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
    for (const imported of manifest[key]?.dynamicImports ?? []) visit(imported);
  };
  visit(entryKey);
  if (![...keys].some((key) => manifest[key].name === 'user-manager')) {
    throw new BudgetError('the entry does not load the sign-in redirect (user-manager chunk)');
  }
  return keys;
}

const gzipCache = new Map();
function gzipBytes(file) {
  let size = gzipCache.get(file);
  if (size === undefined) {
    const full = path.join(distDir, file);
    if (!existsSync(full)) throw new BudgetError(`${file} is in the manifest but not in dist/`);
    size = gzipSync(readFileSync(full), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

function jsBytes(manifest, keys) {
  let total = 0;
  for (const key of keys) {
    const file = manifest[key].file;
    if (file.endsWith('.js')) total += gzipBytes(file);
  }
  return total;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

export function measure() {
  const manifest = readManifest();
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new BudgetError('the build manifest has no entry chunk');
  const entry = staticClosure(manifest, entryKey);
  const shell = staticClosure(
    manifest,
    keyOf(manifest, APP_START, 'the app start chunk'),
    new Set(entry),
  );
  const shellBytes = jsBytes(manifest, shell);

  const lazy = lazyRouteChunks();
  const roleRoutes = ROLE_ROUTES.map(({ chunk, route }) => {
    const found = lazy.find((candidate) => candidate.chunk === chunk);
    if (!found) {
      throw new BudgetError(`the route ${route} (${chunk}) is not a lazyRoute of ${routerPath}`);
    }
    return { route, ...found };
  });
  const routes = [
    {
      route: 'sign-in redirect (entry, sign-in, oidc-client-ts)',
      keys: signInRedirect(manifest, entryKey),
    },
    { route: 'routes in the app chunk (/, /staff-tools, error pages...)', keys: shell },
    ...roleRoutes,
    ...lazy
      .filter(({ chunk }) => !ROLE_ROUTES.some((r) => r.chunk === chunk))
      .map(({ chunk, themed }) => ({ route: chunk.replace(/^src\//, ''), chunk, themed })),
  ];
  const rows = routes.map(({ route, chunk, themed, keys }) => {
    const own = keys ?? staticClosure(manifest, keyOf(manifest, chunk, `the route ${route}`));
    if (themed) staticClosure(manifest, keyOf(manifest, MUI_THEME_SCOPE, "MUI's theme"), own);
    const base = keys ? new Set() : shell;
    const added = [...own].filter((key) => !base.has(key));
    const total = jsBytes(manifest, new Set([...base, ...own]));
    return { route, added: jsBytes(manifest, added), total };
  });
  return { shellBytes, rows };
}

function main() {
  let result;
  try {
    result = measure();
  } catch (error) {
    if (!(error instanceof BudgetError)) throw error;
    console.error(`bundle budget: ${error.message}`);
    process.exitCode = 1;
    return;
  }
  const { shellBytes, rows } = result;
  console.log(`First-load JavaScript, gzipped (budget ${kb(FIRST_LOAD_BUDGET_BYTES)} a route)`);
  console.log(`every route loads the entry and the app start chunk: ${kb(shellBytes)}`);
  const width = Math.max(...rows.map((row) => row.route.length));
  console.log(`  ${'route'.padEnd(width)}  ${'adds'.padStart(9)}  ${'total'.padStart(9)}`);
  const failures = [];
  const checked = new Set(['sign-in redirect', ...ROLE_ROUTES.map((r) => r.route)]);
  for (const row of rows) {
    const enforced = [...checked].some((route) => row.route.startsWith(route));
    let mark = '';
    if (enforced && row.total > FIRST_LOAD_BUDGET_BYTES) {
      mark = '  OVER BUDGET';
      failures.push(`${row.route} is ${kb(row.total)}`);
    } else if (!enforced && row.total > FIRST_LOAD_BUDGET_BYTES)
      mark = '  (deep link, not a first screen)';
    console.log(
      `  ${row.route.padEnd(width)}  ${kb(row.added).padStart(9)}  ${kb(row.total).padStart(9)}${mark}`,
    );
  }
  if (failures.length) {
    console.error(
      `bundle budget (${kb(FIRST_LOAD_BUDGET_BYTES)} a first screen): ${failures.join('; ')}`,
    );
    process.exitCode = 1;
  }
}

if (process.argv[1] === import.meta.filename) main();
