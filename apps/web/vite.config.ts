import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiUrl = process.env.API_URL ?? 'http://localhost:3001';
// The API builds its sign-in URLs from the Host it receives: keep the browser's Host.
const proxy = { target: apiUrl, changeOrigin: false };

/** Vendor code the first route needs, split so the browser caches it across releases. */
function vendorChunk(id: string): string | undefined {
  if (!id.includes('node_modules')) return undefined;
  if (/[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id)) return 'react';
  if (/[\\/]node_modules[\\/]@tanstack[\\/]/.test(id)) return 'tanstack';
  if (/[\\/]node_modules[\\/](@emotion|stylis)[\\/]/.test(id)) return 'emotion';
  // MUI stays with the chunks that use it: one MUI chunk would load every page's components.
  return undefined;
}

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    strictPort: true,
    proxy: { '/api': proxy, '/oidc': proxy },
  },
  preview: { port: 5173, proxy: { '/api': proxy, '/oidc': proxy } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    rollupOptions: {
      output: { manualChunks: vendorChunk },
    },
  },
});
