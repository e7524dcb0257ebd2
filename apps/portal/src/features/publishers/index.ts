/** The public face of features/publishers: its declaration. */
export { publishersFeature } from './publishers.feature';
