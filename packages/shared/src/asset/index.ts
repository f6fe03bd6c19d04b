export * from './constants';
export * from './schema';
export * from './files';
export * from './document-constants';
export * from './document-schema';
export * from './document-words';
export * from './words';
