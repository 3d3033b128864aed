import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Answers below this size go as they are: compressing them saves less than it costs. */
const THRESHOLD_BYTES = 1024;
/** Up to this size an answer is compressed in one call on the request's turn; larger ones in the thread pool. */
const SYNC_LIMIT_BYTES = 64 * 1024;
/** Brotli's quality 4: close to gzip's time, a smaller answer (quality 11 is for files built once). */
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

const COMPRESSIBLE = /^(application\/(json|javascript|xml)|text\/|image\/svg\+xml)/i;

type Encoding = 'br' | 'gzip';

/** The encoding the caller accepts that we prefer (brotli), by Accept-Encoding's names and q-values. */
export function acceptedEncoding(header: string | string[] | undefined): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of String(header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) : 1);
  }
  const allows = (name: Encoding) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return null;
}

const compressAsync = { br: promisify(brotliCompress), gzip: promisify(gzip) };

function compress(encoding: Encoding, body: Buffer): Buffer | Promise<Buffer> {
  if (body.length > SYNC_LIMIT_BYTES) {
    return encoding === 'br' ? compressAsync.br(body, BROTLI) : compressAsync.gzip(body);
  }
  return encoding === 'br' ? brotliCompressSync(body, BROTLI) : gzipSync(body);
}

function varyOnEncoding(reply: FastifyReply) {
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/accept-encoding/i.test(vary)) {
    reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  }
}

/**
 * Compresses the answers the app builds in memory (JSON, the sign-in pages) above a kilobyte,
 * brotli or gzip as the caller accepts. The portal's files are compressed once, at build time,
 * and sent as they are (web.ts). A small answer is compressed in one synchronous call: piping it
 * through a compression stream took a request several turns of the event loop and the thread
 * pool, two to three milliseconds on a 3 ms read.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  app.addHook(
    'onSend',
    async (request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> => {
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      if (reply.getHeader('content-encoding') || request.method === 'HEAD') return payload;
      if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
      const body = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
      if (body.length < THRESHOLD_BYTES) return payload;
      varyOnEncoding(reply);
      const encoding = acceptedEncoding(request.headers['accept-encoding']);
      if (!encoding) return payload;
      reply.header('content-encoding', encoding);
      reply.removeHeader('content-length');
      return compress(encoding, body);
    },
  );
});
