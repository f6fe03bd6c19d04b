export * from './chinese-amount';
