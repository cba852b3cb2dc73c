export * from './steps';
export * from './confirmed-details';
export * from './step-details';
export * from './confirmed-words';
export * from './calendar';
export * from './change-terms';
export * from './customer-requests';
export * from './request-terms';
