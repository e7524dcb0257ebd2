import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { chunkTiers } from '../../scripts/chunk-tiers';
import { lazyPreloads, noChunkCycles, precompress, rolldownOptions } from '../../scripts/vite-build';

const apiTarget = 'http://127.0.0.1:8080';
const preloads = lazyPreloads();

/**
 * Shared code in chunks by the first page that needs it (scripts/chunk-tiers.ts): what
 * every page runs ('app'), then the login page ('public'), then the signed-in frame and what the
 * dashboard, where every sign-in lands, shares with other screens ('console'), then what any two
 * screens share ('screens'). A screen's own code stays in its route's chunk.
 */
const screens = /[\\/]apps[\\/]web[\\/]src[\\/]features[\\/]/;
const tiers = chunkTiers('app', [
  { name: 'public', roots: [/[\\/]public-pages[\\/]LoginPage\.tsx$/] },
  {
    name: 'console',
    roots: [/[\\/]app[\\/]layout[\\/]AppLayout\.tsx$/, /[\\/]lib[\\/]i18n-catalogue\.ts$/, /[\\/]RequirePermission\.tsx$/],
    sharedBy: { screens, minScreens: 2, oneOf: /[\\/]dashboard[\\/]DashboardPage\.tsx$/ },
  },
  { name: 'screens', roots: [], sharedBy: { screens, minScreens: 2 } },
]);

export default defineConfig({
  plugins: [react(), preloads.plugin, tiers.plugin, noChunkCycles(), precompress()],
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
    rolldownOptions: rolldownOptions(tiers.groups),
    modulePreload: preloads.modulePreload,
  },
});
