import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps';
import type { CachedClip } from './audio.cache';
import { AUDIO_FILE_PATTERN } from './audio.keys';
import { parseRange } from './audio.range';
import { findClipByUrlKey, findCurrentUrlKey } from './audio.repository';
import { requireAudio } from './audio.service';

/** How long a request for a clip still being made waits for it (it jumps the queue meanwhile). */
export const PENDING_WAIT_MS = 8_000;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * GET/HEAD /audio/<urlKey>.mp3: a URL names one version of a clip's bytes, so it is cached for a year.
 * Strong ETag (keyed hash of the bytes), If-None-Match → 304, one byte Range → 206 (Safari's audio
 * element needs it), 416 for a bad range. A clip being made again is served with its old bytes until
 * the new ones are in; the URL it had before is then sent on (307, not cached) to its new one. Unknown
 * or failed clips answer 404 JSON; nothing here may answer 500 for a missing clip.
 */
export function registerAudioRoute(app: FastifyInstance, deps: AppDeps, waitMs = PENDING_WAIT_MS): void {
  app.get<{ Params: { file: string } }>('/audio/:file', async (request, reply) => {
    const urlKey = AUDIO_FILE_PATTERN.exec(request.params.file)?.[1];
    if (!urlKey) return sendNotFound(reply);
    const audio = requireAudio(deps);
    const cached = audio.clips.get(urlKey);
    if (cached) return sendClip(request, reply, cached);
    let clip = await findClipByUrlKey(deps.db, urlKey);
    if (!clip) {
      const current = await findCurrentUrlKey(deps.db, urlKey);
      if (current) {
        return reply.code(307).header('cache-control', 'no-store').header('location', `/audio/${current}.mp3`).send();
      }
    }
    if (clip && !clip.bytes && clip.state === 'pending') {
      const state = await audio.queue.waitFor(clip.textHash, waitMs);
      if (state === 'ready') clip = await findClipByUrlKey(deps.db, urlKey);
      else if (state === 'pending') {
        return reply
          .code(503)
          .header('cache-control', 'no-store')
          .header('retry-after', '2')
          .send({ error: 'unavailable' });
      }
    }
    if (!clip?.bytes) return sendNotFound(reply);
    const ready = {
      textHash: clip.textHash,
      bytes: clip.bytes,
      contentType: clip.contentType ?? 'audio/mpeg',
      etag: await audio.etagOf(clip.bytes),
    };
    return sendClip(request, reply, audio.clips.remember(urlKey, ready));
  });
}

function sendNotFound(reply: FastifyReply) {
  // Not cached: a clip that failed today may exist tomorrow.
  return reply.code(404).header('cache-control', 'no-store').send({ error: 'not_found' });
}

function sendClip(request: FastifyRequest, reply: FastifyReply, clip: CachedClip) {
  const { etag } = clip;
  void reply
    .header('content-type', clip.contentType)
    .header('cache-control', IMMUTABLE)
    .header('etag', etag)
    .header('accept-ranges', 'bytes');
  if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();

  const size = clip.bytes.length;
  const ifRange = request.headers['if-range'];
  const range = ifRange && ifRange !== etag ? { kind: 'full' as const } : parseRange(request.headers.range, size);
  if (range.kind === 'unsatisfiable') {
    return reply
      .code(416)
      .header('content-range', `bytes */${size}`)
      .header('cache-control', 'no-store')
      .header('content-type', 'application/json; charset=utf-8')
      .send({ error: 'range_not_satisfiable' });
  }
  if (range.kind === 'partial') {
    const body = clip.bytes.subarray(range.start, range.end + 1);
    return reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
      .header('content-length', body.length)
      .send(body);
  }
  return reply.code(200).header('content-length', size).send(clip.bytes);
}

/** `If-None-Match: "a", "b"` or `*`; a weak `W/"a"` matches too (weak comparison, RFC 9110 §13.1.2). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}
