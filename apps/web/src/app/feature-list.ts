import type { Feature } from '../lib/feature';
import * as declared from './features';

/** The features of app/features.ts as a list. */
export const features: readonly Feature[] = Object.values(declared);
