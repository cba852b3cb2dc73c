import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ENV_SETTINGS } from '../src/config/env';

/**
 * The container files (decision 019), checked as far as a machine without a Docker engine
 * allows: their promises by reading them, nginx's configuration with `nginx -t` and the compose
 * file with `docker-compose config` where those commands are installed.
 */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const commandExists = (command: string) =>
  ['/usr/sbin', '/usr/bin', '/usr/local/bin'].some((dir) => existsSync(join(dir, command)));

describe('the container files', () => {
  const dockerfile = read('Dockerfile');
  const finalStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
  const compose = read('compose.yaml');

  it('.env.example names every setting the server reads, with a comment', () => {
    const lines = read('.env.example').split('\n');
    for (const setting of ENV_SETTINGS) {
      const at = lines.findIndex((line) => line.startsWith(`${setting}=`));
      expect(at, setting).toBeGreaterThan(0);
      expect(lines[at - 1], `${setting} has a comment above it`).toMatch(/^#|^[A-Z_]+=/);
    }
  });

  it('builds on the Node.js LTS of .nvmrc, one the project supports', () => {
    const major = Number(read('.nvmrc').trim());
    expect([22, 24]).toContain(major);
    expect(dockerfile).toContain(`ARG NODE_IMAGE=node:${major}-bookworm-slim`);
    const engines = JSON.parse(read('package.json')).engines.node;
    expect(engines).toBe('>=20.19');
  });

  it('runs as a user, with production dependencies only, and checks /health', () => {
    expect(dockerfile).toMatch(/npm ci --omit=dev --workspace @site\/api/);
    expect(finalStage).toMatch(/^USER node$/m);
    expect(finalStage).not.toMatch(/npm ci(?! --omit)/);
    expect(finalStage).toContain('apps/api/dist');
    expect(finalStage).toContain('apps/api/drizzle');
    expect(finalStage).toContain('apps/web/build/client');
    expect(finalStage).toMatch(/HEALTHCHECK[\s\S]*\/health/);
    expect(finalStage).toContain('CMD ["node", "apps/api/dist/server.js"]');
  });

  it('compose runs the release step, two instances behind nginx, the migrations’ command built', () => {
    for (const service of ['postgres:', 'migrate:', 'app1:', 'app2:', 'proxy:']) {
      expect(compose).toContain(`\n  ${service}`);
    }
    expect(compose).toContain("command: ['node', 'apps/api/dist/db-migrate.js']");
    expect(read('apps/api/build.mjs')).toContain("'db-migrate': './src/cli/migrate.ts'");
    expect(compose).toContain('./deploy/nginx.conf:/etc/nginx/nginx.conf:ro');
    // The proxy's fixed address is the one proxy the instances trust.
    expect(compose).toContain('TRUST_PROXY: 172.28.0.10');
    expect(compose).toContain('ipv4_address: 172.28.0.10');
    const nginx = read('deploy/nginx.conf');
    expect(nginx).toContain('server app1:3000');
    expect(nginx).toContain('server app2:3000');
    expect(nginx).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
    expect(nginx).toContain('proxy_set_header X-Request-Id $request_id;');
  });

  it.runIf(commandExists('nginx'))('nginx accepts the proxy configuration (nginx -t)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'nginx-'));
    try {
      // The instances' names resolve on the compose network only: here, local addresses.
      const conf = read('deploy/nginx.conf')
        .replace('app1:3000', '127.0.0.1:3000')
        .replace('app2:3000', '127.0.0.1:3001')
        .replace('pid /tmp/nginx.pid;', `pid ${join(dir, 'nginx.pid')};`)
        .replaceAll('/var/log/nginx/', `${dir}/`);
      writeFileSync(join(dir, 'nginx.conf'), conf);
      const output = execFileSync('nginx', ['-t', '-p', dir, '-c', join(dir, 'nginx.conf')], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      expect(output).toBe('');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.runIf(commandExists('docker-compose'))('docker-compose reads compose.yaml', () => {
    const config = execFileSync('docker-compose', ['-f', join(ROOT, 'compose.yaml'), 'config'], {
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '' },
    });
    expect(config).toContain('MIGRATE_ON_START: "false"');
    expect(config).toContain('condition: service_completed_successfully');
  });
});
