import { createServer } from 'node:http';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as a stub received it: path decoded, query string as an object. */
export interface Recorded {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface Stub {
  url: string;
  requests: Recorded[];
  close(): Promise<void>;
}

type Handler = (request: Recorded, reply: (status: number, payload: unknown) => void) => void;

async function startStub(handle: Handler): Promise<Stub> {
  const requests: Recorded[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stub');
      let path: string;
      try {
        path = decodeURIComponent(url.pathname);
      } catch {
        path = url.pathname;
      }
      const recorded: Recorded = {
        method: req.method ?? '',
        path,
        query: Object.fromEntries(url.searchParams),
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      handle(recorded, (status, payload) => {
        res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify(payload));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Query parameters a request carries that the endpoint does not document. */
const unknownParameters = (query: Record<string, string>, known: string[]) =>
  Object.keys(query).filter((name) => !known.includes(name));

/**
 * getAddress as documented (documentation.getaddress.io, and its official client getAddress/api):
 *
 * - `GET|POST /autocomplete/{term}?api-key={key}`: `{ suggestions: [{ address, url, id }] }`, the
 *   top 6 unless `all=true` or `top=N` asks otherwise (in the query string on a GET, in a JSON
 *   body on a POST);
 * - `GET /get/{id}?api-key={key}`: the address, with `postcode`, `latitude`, `longitude`,
 *   `town_or_city` and `formatted_address`.
 *
 * The key goes in the query string, or in an `Authorization: api-key {key}` header. Anything
 * else is refused as the service would: no key, a wrong key or a key in some other header is
 * 401, another method 405, an unknown path or id 404; an undocumented parameter is 400 (the
 * service would ignore it, which would hide a misspelt one). Terms with a fixed answer:
 * `EH1 1AA` fails with 500, `ZZ1 1ZZ` has no suggestion, `YO1 1AA`'s addresses have no position.
 */
export function startGetAddressStub(apiKey: string): Promise<Stub> {
  return startStub((request, reply) => {
    const { method, path, query, headers } = request;
    const term = /^\/autocomplete\/(.+)$/.exec(path)?.[1];
    const id = /^\/get\/([^/]+)$/.exec(path)?.[1];
    if (!term && !id) return reply(404, { Message: 'Not Found' });
    const methods = term ? ['GET', 'POST'] : ['GET'];
    if (!methods.includes(method)) return reply(405, { Message: 'Method Not Allowed' });

    const fromHeader = /^api-key (.+)$/i.exec(String(headers.authorization ?? ''))?.[1];
    if ((query['api-key'] ?? fromHeader) !== apiKey) {
      return reply(401, { Message: 'Unauthorised. Your api-key is not valid.' });
    }

    if (id) {
      const unknown = unknownParameters(query, ['api-key']);
      if (unknown.length > 0) return reply(400, { Message: `Unknown parameter ${unknown[0]}` });
      if (!/^[A-Z0-9]+-\d+$/.test(id)) return reply(404, { Message: 'Not Found' });
      if (id.startsWith('YO11AA')) {
        return reply(200, { postcode: 'YO1 1AA', latitude: null, longitude: null });
      }
      return reply(200, {
        postcode: 'SW1A 1AA',
        latitude: 51.501009,
        longitude: -0.141588,
        formatted_address: ['1 Example Street', '', '', 'London', ''],
        line_1: '1 Example Street',
        town_or_city: 'London',
        county: '',
        district: 'Westminster',
        country: 'England',
        residential: false,
      });
    }

    let options: { all?: unknown; top?: unknown };
    if (method === 'GET') {
      const unknown = unknownParameters(query, ['api-key', 'all', 'top', 'template']);
      if (unknown.length > 0) return reply(400, { Message: `Unknown parameter ${unknown[0]}` });
      options = { all: query.all, top: query.top };
      if (options.all !== undefined && !['true', 'false'].includes(String(options.all))) {
        return reply(400, { Message: 'all must be true or false' });
      }
      options.all = options.all === 'true';
    } else {
      const unknown = unknownParameters(query, ['api-key']);
      if (unknown.length > 0) return reply(400, { Message: `Unknown parameter ${unknown[0]}` });
      if (!String(headers['content-type']).startsWith('application/json')) {
        return reply(415, { Message: 'Unsupported Media Type' });
      }
      try {
        options = JSON.parse(request.body || '{}') as typeof options;
      } catch {
        return reply(400, { Message: 'The request body is not JSON' });
      }
    }
    const top = options.top === undefined ? 6 : Number(options.top);
    if (!Number.isInteger(top) || top < 1) return reply(400, { Message: 'top must be a number' });

    if (term === 'EH1 1AA') return reply(500, { Message: 'Server error' });
    if (term === 'ZZ1 1ZZ') return reply(200, { suggestions: [] });
    const compact = term!.replace(/\s+/g, '').toUpperCase();
    const suggestions = Array.from({ length: 15 }, (_, i) => ({
      address: `${i + 1} Example Street, London, ${term}`,
      url: `/get/${compact}-${i + 1}`,
      id: `${compact}-${i + 1}`,
    }));
    return reply(200, {
      suggestions: options.all === true ? suggestions : suggestions.slice(0, top),
    });
  });
}

interface StubPostcode {
  postcode: string;
  latitude: number | null;
  longitude: number | null;
  admin_district: string;
}

const POSTCODES: StubPostcode[] = [
  {
    postcode: 'SW1A 1AA',
    latitude: 51.501009,
    longitude: -0.141588,
    admin_district: 'Westminster',
  },
  { postcode: 'SW1A 2AA', latitude: 51.50354, longitude: -0.127695, admin_district: 'Westminster' },
  { postcode: 'LS1 4DY', latitude: 53.79647, longitude: -1.545565, admin_district: 'Leeds' },
  // A postcode that exists but has no grid reference (postcodes.io answers null for both).
  { postcode: 'GY1 1AA', latitude: null, longitude: null, admin_district: 'Guernsey' },
];

const OUTCODES = [
  { outcode: 'LS6', latitude: 53.8198, longitude: -1.5796, admin_district: ['Leeds'] },
  { outcode: 'SW1A', latitude: 51.5019, longitude: -0.1336, admin_district: ['Westminster'] },
];

const compactPostcode = (text: string) => text.replace(/\s+/g, '').toUpperCase();
const POSTCODE_SHAPE = /^[A-Z]{1,2}\d[A-Z\d]?\d[A-Z]{2}$/;

/**
 * postcodes.io as documented (api.postcodes.io/docs, and its source, ideal-postcodes/postcodes.io):
 * no key, GET only for these calls, and every answer is `{ status, result }` or
 * `{ status, error }`:
 *
 * - `GET /postcodes/{postcode}`: 404 `Invalid postcode` when it is not one, 404
 *   `Postcode not found` when nobody uses it;
 * - `GET /outcodes/{outcode}`: 404 `Outcode not found`;
 * - `GET /postcodes/{partial}/autocomplete?limit=N`: postcodes, or `result: null` for none;
 *   `limit` must be a number (400 `Invalid result limit submitted`), at most 100.
 *
 * Another method or path is 404 `Resource not found`; an undocumented parameter is 400 here.
 * `EH1 1AA` fails with 500.
 */
export function startPostcodesIoStub(): Promise<Stub> {
  return startStub((request, reply) => {
    const { method, path, query } = request;
    const notFound = (error: string) => reply(404, { status: 404, error });
    const autocomplete = /^\/postcodes\/([^/]+)\/autocomplete$/.exec(path)?.[1];
    const postcode = /^\/postcodes\/([^/]+)$/.exec(path)?.[1];
    const outcode = /^\/outcodes\/([^/]+)$/.exec(path)?.[1];
    if (method !== 'GET' || !(autocomplete || postcode || outcode)) {
      return notFound('Resource not found');
    }
    const unknown = unknownParameters(query, autocomplete ? ['limit'] : []);
    if (unknown.length > 0) {
      return reply(400, { status: 400, error: `Unknown parameter ${unknown[0]}` });
    }

    if (autocomplete) {
      const limit = query.limit === undefined ? 10 : Number.parseInt(query.limit, 10);
      if (Number.isNaN(limit)) {
        return reply(400, { status: 400, error: 'Invalid result limit submitted' });
      }
      const prefix = compactPostcode(autocomplete);
      const found = POSTCODES.map((p) => p.postcode)
        .filter((p) => compactPostcode(p).startsWith(prefix))
        .slice(0, Math.min(limit, 100));
      return reply(200, { status: 200, result: found.length > 0 ? found : null });
    }
    if (postcode) {
      const compact = compactPostcode(postcode);
      if (compact === 'EH11AA') return reply(500, { status: 500, error: '500 Server Error.' });
      if (!POSTCODE_SHAPE.test(compact)) return notFound('Invalid postcode');
      const found = POSTCODES.find((p) => compactPostcode(p.postcode) === compact);
      if (!found) return notFound('Postcode not found');
      return reply(200, {
        status: 200,
        result: {
          ...found,
          quality: found.latitude === null ? 9 : 1,
          outcode: found.postcode.split(' ')[0],
          incode: found.postcode.split(' ')[1],
          country: 'England',
          region: 'London',
        },
      });
    }
    const found = OUTCODES.find((o) => o.outcode === compactPostcode(outcode!));
    if (!found) return notFound('Outcode not found');
    return reply(200, { status: 200, result: { ...found, country: ['England'] } });
  });
}
