import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = 'http://127.0.0.1:8080';

/**
 * Vendor code is grouped so that each library is cached on its own and the login page loads
 * only what it renders: charts and dates live in chunks that only their screens import.
 */
const vendorGroups: { name: string; test: RegExp; priority: number }[] = [
  { name: 'charts', test: /[\\/]node_modules[\\/](recharts|@mantine[\\/]charts|d3-[a-z-]+|victory-vendor)[\\/]/, priority: 30 },
  { name: 'dates', test: /[\\/]node_modules[\\/](@mantine[\\/]dates|dayjs)[\\/]/, priority: 30 },
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 20 },
  { name: 'router', test: /[\\/]node_modules[\\/]react-router[\\/]/, priority: 20 },
  { name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/, priority: 20 },
  // Popovers, selects, menus and tooltips share the positioning engine.
  { name: 'floating', test: /[\\/]node_modules[\\/]@floating-ui[\\/]/, priority: 20 },
  { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/, priority: 20 },
];

export default defineConfig({
  plugins: [react()],
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
    rolldownOptions: {
      // The contract's modules only declare schemas and texts: a screen that imports the
      // message catalogue must not pull in every zod schema (and zod) with it.
      treeshake: {
        moduleSideEffects: [{ test: /[\\/]packages[\\/]contract[\\/]src[\\/]/, sideEffects: false }],
      },
      output: {
        codeSplitting: { groups: vendorGroups },
      },
    },
  },
});
