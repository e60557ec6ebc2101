export * from './config';
export * from './database';
export * from './health';
export * from './http';
export * from './migrations';
export * from './startup';
