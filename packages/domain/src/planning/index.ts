export * from './lead-times';
export * from './start-plan';
export * from './plan-days';
export * from './trade';
