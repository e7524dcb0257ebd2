import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { lazyPreloads, precompress, rolldownOptions } from '../../scripts/vite-build';

const apiTarget = 'http://127.0.0.1:8080';
const preloads = lazyPreloads();

export default defineConfig({
  plugins: [react(), preloads.plugin, precompress()],
  server: {
    proxy: {
      '/api': apiTarget,
      '/media': apiTarget,
      '/healthz': apiTarget,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions,
    modulePreload: preloads.modulePreload,
  },
});
