export * from './constants';
export * from './schedule';
export * from './schema';
export * from './quality';
export * from './requests';
export * from './dispatch-constants';
export * from './contractor-days';
export * from './contractors';
