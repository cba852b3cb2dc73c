/**
 * The database's tables, one file for each part of the product; `npm run db:generate -w
 * @site/api` reads this folder and writes a migration for what changed.
 */
export * from './people';
export * from './orders';
export * from './payments';
export * from './courses';
export * from './email';
export * from './staff';
export * from './change-requests';
export * from './limits';
