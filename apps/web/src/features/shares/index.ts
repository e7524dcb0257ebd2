/** The public face of features/shares: its declaration (shares.feature.ts), and what other features may use of it. */
export { sharesFeature } from './shares.feature';

/** What other features may use: the placement groups toolbar's Fill Rate and Shares modals, their menu labels and permissions. */
export { FillRateModal } from './FillRateModal';
export { ShareModal } from './ShareModal';
export { fillRatePermissions, sharePermissions } from './share-permissions';
export { shareMenuLabels } from './share-titles';
