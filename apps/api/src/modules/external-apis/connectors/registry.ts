import { adManagerConnector } from './admanager.js';
import { adSenseConnector } from './adsense.js';
import { aniviewConnector } from './aniview.js';
import type { Connector, ConnectorConfig } from './connector.js';

/**
 * The reporting connector of each API type that has one. Netlink and Postquare publish no
 * reporting API: their sources are imported from files.
 */
const factories: Record<string, (config: ConnectorConfig) => Connector> = {
  admanager: (config) => adManagerConnector(config),
  adsense: adSenseConnector,
  aniview: aniviewConnector,
};

export function connectorFor(type: string, config: ConnectorConfig): Connector | null {
  const make = factories[type];
  return make ? make(config) : null;
}
