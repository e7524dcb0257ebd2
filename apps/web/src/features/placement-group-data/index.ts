/** The public face of features/placement-group-data: its declaration (placement-group-data.feature.ts), and what other features may use of it. */
export { placementGroupDataFeature } from './placement-group-data.feature';

export { groupDataPath } from './paths';
