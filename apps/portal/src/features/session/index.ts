export { sessionFeature } from './session.feature';
