export * from './config';
export * from './database';
export * from './http';
export * from './migrations';
