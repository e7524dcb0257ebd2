// Zod compiles object parsers with `new Function` when eval is allowed, and probes for it once.
// The apps' Content-Security-Policy allows no eval, so the probe fails (Zod falls back to
// plain parsing) but the browser still reports a CSP violation. Jitless parsing skips the probe.
//
// Zod reads its settings from this global when it first loads, so setting it here (each app's
// main.tsx's first import, in a chunk of its own: scripts/vite-build.ts) works without loading Zod itself, which
// the login page does not need. e2e/security.spec.ts fails if the probe runs again.
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };

export {};
