import { config } from 'zod';

// Zod compiles object parsers with `new Function` when eval is allowed, and probes for it once.
// The console's Content-Security-Policy allows no eval, so the probe fails (Zod falls back to
// plain parsing) but the browser still reports a CSP violation. Jitless parsing skips the
// probe. main.tsx imports this first: the setting is read as the contract's schemas are built.
config({ jitless: true });
