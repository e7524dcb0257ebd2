/** The public face of features/placement-groups: its declaration (placement-groups.feature.ts), and what other features may use of it. */
export { placementGroupsFeature } from './placement-groups.feature';

/** What other features may use: a group's record (the data items screen's caption). */
export { usePlacementGroup } from './placement-groups.api';
export { placementGroupPath } from './paths';
