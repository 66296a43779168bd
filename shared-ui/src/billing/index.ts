export * from './plans';
export * from './money';
export * from './fees';
