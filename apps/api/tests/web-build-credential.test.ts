import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_API_BASIC_AUTH, basicAuthorization } from '@site/domain/schemas';
import { webBuildSends } from '../src/plugins/app/web-build-credential';

/** Issue 17 point 5: API_BASIC_AUTH reaches the web client, or the server says why not. */

const clientDir = mkdtempSync(join(tmpdir(), 'web-build-'));
mkdirSync(join(clientDir, 'assets'));
mkdirSync(join(clientDir, '404'));
writeFileSync(join(clientDir, '404/index.html'), '<!doctype html><title>Not found</title>');
writeFileSync(
  join(clientDir, 'assets/api-client-abc123.js'),
  `const a="${basicAuthorization('site-client:another-value')}";export{a};`,
);
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

describe('the web build and the server agree on the Basic credential', () => {
  it('tells whether a build sends a credential', () => {
    expect(webBuildSends(clientDir, basicAuthorization('site-client:another-value'))).toBe(true);
    expect(webBuildSends(clientDir, basicAuthorization(DEFAULT_API_BASIC_AUTH))).toBe(false);
  });

  it('refuses to start a server whose API_BASIC_AUTH the web build does not send', () => {
    const server = fileURLToPath(new URL('../src/server.ts', import.meta.url));
    const started = spawnSync(process.execPath, ['--import', 'tsx', server], {
      env: {
        ...process.env,
        WEB_CLIENT_DIR: clientDir,
        DATA_DIR: join(clientDir, 'data'),
        PORT: '0',
        LOG_LEVEL: 'silent',
      },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(started.status).toBe(1);
    expect(started.stderr).toContain('The web app was built with another API_BASIC_AUTH');
  });
});
