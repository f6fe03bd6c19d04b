export * from './formula-error';
export * from './tokenize';
export * from './ast';
export * from './parse';
export * from './print';
export * from './evaluate';
