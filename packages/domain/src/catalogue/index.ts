// Browser-safe: nothing here may import the outcode table (that lives in @site/domain/geo).
export * from './types';
export * from './validity';
export * from './cards';
export * from './test-types';
export * from './test-centres';
export * from './occupations';
export * from './courses';
export * from './requirements';
