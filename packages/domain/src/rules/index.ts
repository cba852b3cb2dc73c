// Browser-safe: the rules and the pages they come from, no data tables (decision 033).
export * from './official-pages';
export * from './card-rules';
export * from './fees';
export * from './register';
export * from './due';
