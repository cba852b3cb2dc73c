export * from './bank-holidays';
export * from './nations';
export * from './working-days';
