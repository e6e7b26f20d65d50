export * from './auth';
export * from './categories';
export * from './constants';
export * from './errors';
export * from './phone';
export * from './themes';
