// What other modules may use of the website wizard: only its feature (nothing stands on it).
export { websiteWizardFeature } from './website-wizard.feature.js';
