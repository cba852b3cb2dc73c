import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Whether the web build in `clientDir` sends `authorization` with its API calls. The build bakes
 * in API_BASIC_AUTH (apps/web/vite.config.ts); a server given another one would answer every
 * call of that web app with 401, so it refuses to start instead. The header is base64, which a
 * bundler writes into a script as it is.
 */
export function webBuildSends(clientDir: string, authorization: string): boolean {
  const assets = join(clientDir, 'assets');
  if (!existsSync(assets)) return true;
  return readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .some((name) => readFileSync(join(assets, name), 'utf8').includes(authorization));
}
