/** The imports feature's public face: what the demand source and external API screens use. */
export { ImportsPanel } from './ImportsPanel';
export { LastImport } from './LastImport';
