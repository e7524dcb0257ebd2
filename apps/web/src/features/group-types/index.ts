/** The public face of features/group-types: its declaration (group-types.feature.ts), and what other features may use of it. */
export { groupTypesFeature } from './group-types.feature';
