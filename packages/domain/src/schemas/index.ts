export * from './envelope';
export * from './people';
export * from './test-booking';
export * from './card';
export * from './course';
export * from './order';
export * from './address';
export * from './client-credential';
