export * from './constants';
export * from './envelope';
export * from './error-catalogue';
export * from './login-crypto';
export * from './auth';
export * from './notice';
export * from './menu';
export * from './form';
