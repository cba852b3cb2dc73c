// The processes of the fleet proof: API instances (the built server) and nginx in front of
// them, each started with its output in a log file of the proof's own folder.
/* global fetch, AbortSignal */
import { spawn } from 'node:child_process';
import { openSync, writeFileSync, mkdirSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** A port nothing listens on now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function started(name, child) {
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { name, child, exited };
}

/** One API instance: `node apps/api/dist/server.js` with the fleet's settings and its port. */
export function startInstance({ name, port, env, logDir }) {
  const log = openSync(join(logDir, `${name}.log`), 'a');
  const child = spawn(process.execPath, ['apps/api/dist/server.js'], {
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', log, log],
  });
  return { ...started(name, child), port, origin: `http://127.0.0.1:${port}` };
}

/** Waits until `url` answers 200 (an instance's GET /ready, or a call through nginx). */
export async function waitUntilAnswering(url, headers, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url, { headers, signal: AbortSignal.timeout(2_000) });
      if (res.status === 200) return true;
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  return false;
}

/**
 * nginx's configuration: one upstream of the instances, the client's address appended to
 * X-Forwarded-For (the instances trust a loopback proxy), a client's X-Request-Id passed on or
 * one made, and a request that could not reach an instance tried on the next one. nginx passes
 * a POST on only when it was never sent (connection refused): a POST an instance received and
 * then died with is answered 502, and the client retries it with its Idempotency-Key.
 * Pooled keep-alive connections to the instances, as deploy/nginx.conf has: a draining
 * instance closes them as they go idle (server.ts), so it need not wait for nginx to drop them.
 */
export function nginxConfig({ dir, port, upstreams }) {
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  return `${user}worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
daemon off;
events { worker_connections 1024; }
http {
  access_log ${dir}/nginx-access.log;
  client_body_temp_path ${dir}/tmp/body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;
  map $http_x_request_id $request_id_out {
    "" $request_id;
    default $http_x_request_id;
  }
  upstream api {
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://api;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $request_id_out;
      proxy_next_upstream error timeout http_502 http_503 http_504;
      proxy_next_upstream_tries 3;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_connect_timeout 2s;
      proxy_read_timeout 30s;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

/** nginx in the foreground, with the configuration above written to `dir`. */
export function startNginx({ binary, dir, port, upstreams }) {
  mkdirSync(join(dir, 'tmp'), { recursive: true });
  const config = join(dir, 'nginx.conf');
  writeFileSync(config, nginxConfig({ dir, port, upstreams }));
  const log = openSync(join(dir, 'nginx-stderr.log'), 'a');
  const child = spawn(binary, ['-p', dir, '-c', config, '-e', join(dir, 'nginx-error.log')], {
    stdio: ['ignore', log, log],
  });
  return { ...started('nginx', child), port, origin: `http://127.0.0.1:${port}` };
}

/** Whether a Redis or Valkey server answers PING at `url`. */
export function redisAnswers(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname || '127.0.0.1', port: Number(port || 6379) });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(2_000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(String(data).startsWith('+PONG')));
  });
}

/** Stops a process we started, if it still runs: `signal`, then SIGKILL after `graceMs`. */
export async function stop(proc, signal = 'SIGTERM', graceMs = 5_000) {
  if (proc.child.exitCode !== null || proc.child.signalCode !== null) return proc.exited;
  proc.child.kill(signal);
  const timer = setTimeout(() => proc.child.kill('SIGKILL'), graceMs);
  const result = await proc.exited;
  clearTimeout(timer);
  return result;
}
