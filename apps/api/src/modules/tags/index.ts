// What other modules may use of tags: adding them (the demo seed gives each website one).
export { tagsRepo } from './tags.repo.js';
export { tagsFeature } from './tags.feature.js';
