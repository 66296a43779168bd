export * from './plans';
export * from './money';
