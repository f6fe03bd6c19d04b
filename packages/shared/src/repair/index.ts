export * from './status';
export * from './durations';
export * from './sla';
export * from './contract';
export * from './bodies';
export * from './words';
