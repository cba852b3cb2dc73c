import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

/** An id a proxy may hand on: short, and nothing a log reader or a header could trip on. */
const SAFE_ID = /^[A-Za-z0-9._-]{1,128}$/;

/**
 * Fastify's genReqId (decision 019): the X-Request-Id of a proxy that TRUST_PROXY names, when it
 * looks safe, so one id follows a request through the proxy's log and ours; otherwise a random
 * UUID. A client's own header is ignored, as its X-Forwarded-For is: it could reuse another
 * request's id to muddle the logs.
 */
export function requestIdGenerator(trustProxy: boolean | string): (raw: IncomingMessage) => string {
  const trusted =
    typeof trustProxy === 'string'
      ? proxyAddr.compile(trustProxy.split(',').map((entry) => entry.trim()))
      : () => trustProxy;
  return (raw) => {
    const given = raw.headers['x-request-id'];
    if (
      typeof given === 'string' &&
      SAFE_ID.test(given) &&
      trusted(raw.socket?.remoteAddress ?? '', 0)
    ) {
      return given;
    }
    return randomUUID();
  };
}
