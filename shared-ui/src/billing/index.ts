export * from './plans';
export * from './money';
export * from './fees';
export * from './disputes';
