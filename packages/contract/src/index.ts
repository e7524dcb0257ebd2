export * from './roles.js';
export * from './common.js';
export * from './auth.js';
export * from './users.js';
export * from './whitelist.js';
export * from './inventory.js';
export * from './messages/index.js';
export * from './paths.js';
