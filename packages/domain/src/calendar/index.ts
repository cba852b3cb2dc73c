export * from './bank-holidays';
export * from './working-days';
