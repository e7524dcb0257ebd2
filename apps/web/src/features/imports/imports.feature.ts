import { defineFeature } from '../../lib/feature';

/** Revenue imports: no screen of their own; their panels sit in the demand source and external API screens. */
export const importsFeature = defineFeature({ name: 'imports' });
