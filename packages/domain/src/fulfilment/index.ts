export * from './steps';
export * from './step-details';
export * from './confirmed-words';
export * from './calendar';
