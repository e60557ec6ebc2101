export * from './catalogue';
export * from './wire';
