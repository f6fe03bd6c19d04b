export * from './constants';
export * from './schema';
export * from './stocktake-constants';
export * from './stocktake-schema';
export * from './stats-schema';
export * from './transfer-constants';
export * from './transfer-schema';
export * from './words';
