import type { FastifyReply, FastifyRequest } from 'fastify';
import { gunzipSync } from 'node:zlib';
import type { Endpoint } from '@rally/domain';

// The strict check of a contract route's answers (config.checkResponses: on in the server tests).
// Production only serialises through the response schema (fastify-type-provider-zod's
// serializerCompiler: it encodes with zod, refuses a wrong type with a 500 and silently drops the
// fields the schema does not declare). Here an answer must match its contract exactly: a field the
// contract does not declare (the web would never see it, or reads one the server stopped sending),
// a status it does not list, a wrong type, and a page sent as ready-made JSON text
// (sendJsonPage), which no serializer sees, are all a 500 whose reason says what differs.

const REASON = 'The answer does not match its contract';

/** The paths of `sent` that `kept` (the same value encoded by its schema) lost: the fields the schema does not declare. */
function undeclared(sent: unknown, kept: unknown, path: string, found: Set<string>) {
  if (Array.isArray(sent) && Array.isArray(kept)) {
    sent.forEach((value, i) => undeclared(value, kept[i], `${path}[]`, found));
  } else if (isObject(sent) && isObject(kept)) {
    for (const [key, value] of Object.entries(sent)) {
      const at = path ? `${path}.${key}` : key;
      if (value === undefined) continue;
      if (!(key in kept)) found.add(at);
      else undeclared(value, kept[key], at, found);
    }
  }
  return found;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

/** What is wrong with an answer of `status` holding `data`, or undefined when it matches the contract. */
export function contractProblem(contract: Endpoint, status: number, data: unknown): string | undefined {
  // A GET's revalidation (http/paging.ts sendJsonPage): the answer the client holds is still good; no body.
  if (status === 304 && contract.method === 'GET' && data === null) return undefined;
  const schema = contract.response[status];
  if (!schema) {
    if (status >= 400) return undefined; // the error handler's { reason, errors }, the same for every route
    return `status ${status} is not one it declares (${Object.keys(contract.response).join(', ')})`;
  }
  const result = schema.safeEncode(data);
  if (!result.success) {
    return result.error.issues.map((issue) => `${issue.path.join('.') || '(the answer)'}: ${issue.message}`).join('; ');
  }
  const extra = [...undeclared(data, result.data, '', new Set())];
  return extra.length ? `fields it does not declare: ${extra.slice(0, 10).join(', ')}` : undefined;
}

/** The route hooks that hold every answer of `contract` to it; a mismatch becomes a 500 naming it. */
export function responseCheckHooks(contract: Endpoint) {
  const where = `${contract.method} /api${contract.path}`;
  const checked = new WeakSet<FastifyRequest>();
  const refuse = (request: FastifyRequest, reply: FastifyReply, problem: string) => {
    const reason = `${REASON} (${where}): ${problem}`;
    request.log.error(reason);
    // Tests run with the log silent: the reason is in the body too, so the failing test shows it.
    reply.code(500);
    return { reason };
  };
  return {
    // An answer sent as an object, before the schema serialises it (and drops undeclared fields).
    preSerialization: async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      checked.add(request);
      const problem = contractProblem(contract, reply.statusCode, payload);
      return problem ? refuse(request, reply, problem) : payload;
    },
    // Answers no serializer saw: text or bytes (a ready-made JSON page), or none (204).
    onSend: async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      if (checked.has(request)) return payload;
      let data: unknown = null;
      if (typeof payload === 'string' || Buffer.isBuffer(payload)) {
        const type = String(reply.getHeader('content-type') ?? '');
        if (!type.includes('json')) return payload;
        const gzipped = reply.getHeader('content-encoding') === 'gzip';
        const text = (gzipped && Buffer.isBuffer(payload) ? gunzipSync(payload) : payload).toString();
        data = text ? JSON.parse(text) : null;
      } else if (payload !== undefined && payload !== null) {
        return payload; // a stream: not ours to read
      }
      const problem = contractProblem(contract, reply.statusCode, data);
      if (!problem) return payload;
      reply.removeHeader('content-encoding');
      reply.type('application/json; charset=utf-8');
      return JSON.stringify(refuse(request, reply, problem));
    },
  };
}
