import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
// Relative, so that the config's bundle takes the domain's TypeScript in (Node would not load it).
import { BREAKPOINTS } from '../../packages/domain/src/breakpoints';
import { customMedia, screenWidths, withCustomMedia } from './src/lib/screen-media';

const apiUrl = process.env.API_URL ?? 'http://localhost:3001';
// The API builds its sign-in URLs from the Host it receives: keep the browser's Host.
const proxy = { target: apiUrl, changeOrigin: false };
// The credit dialer's service is served by the API under /Dialer (decision 0044).
const apiProxies = {
  '/api': proxy,
  '/oidc': proxy,
  '/sandbox-vault': proxy,
  '/Dialer': proxy,
  '/dialer': proxy,
};

/** Vendor code the first route needs, split so the browser caches it across releases. */
function vendorChunk(id: string): string | undefined {
  if (!id.includes('node_modules')) return undefined;
  if (/[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id)) return 'react';
  if (/[\\/]node_modules[\\/]@tanstack[\\/]/.test(id)) return 'tanstack';
  // MUI and emotion stay with the chunks that use them: the first screens load neither
  // (decision 0043), and one MUI chunk would load every page's components.
  return undefined;
}

/**
 * The service worker (seed 000 §2.2): precaches the app shell so a new release is noticed and
 * offered with the new-version toast (registration in src/lib/service-worker.ts, no auto-update).
 * Navigations fall back to index.html, except the API's and the identity provider's paths.
 */
const pwa = VitePWA({
  registerType: 'prompt',
  injectRegister: null,
  manifest: false,
  strategies: 'generateSW',
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,ico,woff2}'],
    navigateFallback: 'index.html',
    navigateFallbackDenylist: [/^\/api(?:\/|$)/, /^\/oidc(?:\/|$)/],
    cleanupOutdatedCaches: true,
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
  },
  devOptions: { enabled: false },
});

/** The CSS modules' custom media (`@media (--sm-up)`) at the theme's widths (decision 0052). */
const screenMedia = {
  postcssPlugin: 'screen-media',
  AtRule: {
    media: (rule: { params: string }) => {
      rule.params = withCustomMedia(rule.params, customMedia(screenWidths(BREAKPOINTS)));
    },
  },
};

export default defineConfig({
  plugins: [react(), pwa],
  css: { postcss: { plugins: [screenMedia] } },
  server: {
    port: 5173,
    strictPort: true,
    proxy: apiProxies,
  },
  preview: { port: 5173, proxy: apiProxies },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // dist/.vite/manifest.json: the import graph scripts/check-bundle-budget.mjs measures.
    manifest: true,
    rollupOptions: {
      output: { manualChunks: vendorChunk },
    },
  },
});
