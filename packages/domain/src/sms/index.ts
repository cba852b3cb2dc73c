export * from './phone';
export * from './segments';
