// What other modules may use of external APIs: the table (a demand source reads through one).
export { externalApis, apiTypes } from './external-apis.table.js';
export { externalApisRepo } from './external-apis.repo.js';
export { externalApisFeature } from './external-apis.feature.js';
// The platforms' reporting connectors, which the imports read through.
export { connectorFor } from './connectors/registry.js';
export { ConnectorError, type Connector, type KeyKind, type ReportRequest, type ReportRow } from './connectors/connector.js';
