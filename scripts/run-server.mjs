// Runs the API (TypeScript, through tsx) in this process, so signals reach its shutdown handler.
import { register } from 'tsx/esm/api';

register();
await import('../apps/api/src/server.ts');
