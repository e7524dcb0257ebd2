import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { lazyPreloads, noChunkCycles, precompress, rolldownOptions } from '../../scripts/vite-build';

const apiTarget = 'http://127.0.0.1:8080';
const preloads = lazyPreloads();

/**
 * The portal is served by the API at /portal/ (apps/api/src/plugins/web.ts): every asset URL is
 * under that base. Brand images (/brand/...) come from the console's public folder.
 */
export default defineConfig({
  base: '/portal/',
  plugins: [react(), preloads.plugin, noChunkCycles(), precompress()],
  server: {
    port: 5174,
    proxy: {
      '/api': apiTarget,
      '/media': apiTarget,
      '/brand': apiTarget,
      '/player.js': apiTarget,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Rolldown's own chunking, not the console's tiers (scripts/chunk-tiers.ts): with
    // them the login page's JavaScript grew 160 -> 194 kB gzip, Zod in the entry's chunk. The
    // portal's feature list imports each feature's index.ts, and the tiers count every module-level
    // call of our code there as kept (query options built from the contract's schemas), where the
    // bundle drops them; until the tiers read that as the bundle does, the portal keeps its chunks.
    rolldownOptions: rolldownOptions(),
    modulePreload: preloads.modulePreload,
  },
});
