export * from './distance';
export * from './nearest-centres';
export * from './postcode';
export * from './outcodes';
