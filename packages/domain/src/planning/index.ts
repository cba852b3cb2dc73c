export * from './lead-times';
export * from './start-plan';
export * from './working-days-after';
export * from './trade';
