import { describe, expect, it } from 'vitest';
import { loadOnce } from './load-once';

describe('a chunk loaded once', () => {
  it('loads once however often it is asked for, and answers its export after', async () => {
    let loads = 0;
    const chunk = loadOnce(() => Promise.resolve(`page ${(loads += 1)}`));
    expect(chunk.loaded()).toBeUndefined();
    await Promise.all([chunk.preload(), chunk.preload()]);
    await chunk.preload();
    expect(loads).toBe(1);
    expect(chunk.loaded()).toBe('page 1');
  });

  it('forgets a failed load, so the next attempt loads the chunk again', async () => {
    let loads = 0;
    const chunk = loadOnce(() => ((loads += 1) === 1 ? Promise.reject(new Error('offline')) : Promise.resolve('page')));
    await expect(chunk.preload()).rejects.toThrow('offline');
    expect(chunk.loaded()).toBeUndefined();
    await chunk.preload();
    expect(chunk.loaded()).toBe('page');
    expect(loads).toBe(2);
  });
});
