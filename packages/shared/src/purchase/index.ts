export * from './constants';
export * from './schema';
export * from './order-constants';
export * from './order-schema';
export * from './template-schema';
export * from './replenishment-constants';
export * from './after-sale-constants';
export * from './after-sale-schema';
