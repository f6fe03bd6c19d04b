/*
 * A module defining zod schemas holds nothing a page might need without them (its constants
 * live in a module of their own): zod's calls are not pure, so a constant taken from a schema
 * module brings the schemas, and zod, into every page that uses it (docs/performance.md, "zod
 * stays off both first loads").
 */
export * from './constants';
export * from './crc32';
export * from './money';
export * from './signature';
export * from './envelope';
export * from './error-catalogue';
export * from './login-crypto';
export * from './auth';
export * from './auth-grants';
export * from './notice';
export * from './notice-query';
export * from './wire';
export * from './person';
export * from './import-result';
export * from './page-query';
export * from './admin';
export * from './menu';
export * from './form';
export * from './profile';
export * from './profile-schema';
export * from './repair';
export * from './asset';
export * from './equipment';
export * from './door-lock';
export * from './approval';
export * from './warehouse';
export * from './ware-order';
export * from './purchase';
export * from './project';
export * from './home';
export * from './permissions';
export * from './data-scope';
export * from './data-scope-schema';
