/** The public face of features/support: its declaration, and its screens' addresses. */
export { supportFeature } from './support.feature';
export { supportPath, ticketPath } from './paths';
