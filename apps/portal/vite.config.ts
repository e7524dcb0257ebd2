import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { lazyPreloads, precompress, rolldownOptions } from '../../scripts/vite-build';

const apiTarget = 'http://127.0.0.1:8080';
const preloads = lazyPreloads();

/**
 * The portal is served by the API at /portal/ (apps/api/src/plugins/web.ts): every asset URL is
 * under that base. Brand images (/brand/...) come from the console's public folder.
 */
export default defineConfig({
  base: '/portal/',
  plugins: [react(), preloads.plugin, precompress()],
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
    rolldownOptions,
    modulePreload: preloads.modulePreload,
  },
});
