// What the wiring and other modules may use of audit: its feature, and the repository the audit hook writes through.
export { auditFeature } from './audit.feature.js';
export { auditRepo } from './audit.repo.js';
