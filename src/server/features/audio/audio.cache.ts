import { LRUCache } from 'lru-cache';

/** A ready clip as the audio route sends it. */
export interface CachedClip {
  textHash: string;
  bytes: Buffer;
  contentType: string;
  /** Strong ETag: a keyed hash of the bytes (see clipEtag), quoted. */
  etag: string;
}

export interface ClipCacheOptions {
  /** Bytes of audio kept at most; the least recently asked for go first. Default 16 MB (~2,000 clips). */
  maxBytes?: number;
  /**
   * How long a clip is served from memory before it is read again. Clips are content-addressed and
   * only change when staff regenerate one (this process forgets it when it stores the new bytes); the
   * limit bounds how long another process sharing the database keeps the old bytes. Default 5 minutes.
   */
  ttlMs?: number;
}

/**
 * The ready clips this process served lately, by URL key: a day's game is ~24 clips that every player
 * asks for, so they are read from the database once, not per request (a few KB to tens of KB of bytea each).
 */
export class ClipCache {
  private readonly entries: LRUCache<string, CachedClip>;
  /** URL key by text hash, for `forget` (the queue knows clips by text hash). */
  private readonly urlKeys = new Map<string, string>();

  constructor(options: ClipCacheOptions = {}) {
    this.entries = new LRUCache<string, CachedClip>({
      maxSize: options.maxBytes ?? 16 * 1024 * 1024,
      sizeCalculation: (clip) => Math.max(1, clip.bytes.length),
      ttl: options.ttlMs ?? 5 * 60_000,
      dispose: (clip, urlKey) => {
        if (this.urlKeys.get(clip.textHash) === urlKey) this.urlKeys.delete(clip.textHash);
      },
    });
  }

  get(urlKey: string): CachedClip | undefined {
    return this.entries.get(urlKey);
  }

  /** Keeps a ready clip read from the database (its own copy of the bytes) and answers it. */
  remember(
    urlKey: string,
    clip: { textHash: string; bytes: Uint8Array; contentType: string; etag: string },
  ): CachedClip {
    const bytes = Buffer.from(clip.bytes); // a copy: the source may be a view into a larger result buffer
    const cached = { textHash: clip.textHash, bytes, contentType: clip.contentType, etag: clip.etag };
    this.entries.set(urlKey, cached);
    this.urlKeys.set(clip.textHash, urlKey);
    return cached;
  }

  /** The clip got new bytes (regenerated): the next request reads them. */
  forget(textHash: string): void {
    const urlKey = this.urlKeys.get(textHash);
    if (urlKey !== undefined) this.entries.delete(urlKey);
  }

  get size(): number {
    return this.entries.size;
  }
}
