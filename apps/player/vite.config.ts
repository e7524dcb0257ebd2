import { copyFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

/** hls.js's light build beside the player, which loads it only for HLS content. */
const copyHls = (): Plugin => ({
  name: 'copy-hls',
  closeBundle() {
    const source = createRequire(import.meta.url).resolve('hls.js/dist/hls.light.min.js');
    copyFileSync(source, fileURLToPath(new URL('./dist/hls.light.min.js', import.meta.url)));
  },
});

/**
 * The player publishers embed: one classic script (IIFE) with a content hash in its name, so the
 * server can send it with a year-long cache. hls.js is not bundled: the player loads the light
 * build from beside itself only when the content is HLS (see src/content.ts).
 */
export default defineConfig({
  plugins: [copyHls()],
  resolve: {
    alias: {
      // The VAST client imports xmldom only outside browsers; browsers have DOMParser (23 KB saved).
      '@xmldom/xmldom': fileURLToPath(new URL('./src/xmldom-shim.ts', import.meta.url)),
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2020',
    lib: {
      entry: fileURLToPath(new URL('./src/main.ts', import.meta.url)),
      name: 'PubdeskPlayer',
      formats: ['iife'],
      fileName: () => 'player.js',
    },
    rollupOptions: { output: { inlineDynamicImports: true } },
  },
});
