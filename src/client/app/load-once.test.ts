import { createElement, Suspense } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetShownFailures, loadOnce, type LoadedOnce } from './load-once';

/** What the server makes of a component that reads the chunk: its text, or the fallback if it failed. */
async function renderReading(chunk: LoadedOnce<string>): Promise<string> {
  const Reading = () => chunk.read();
  const page = createElement(Suspense, { fallback: 'failed' }, createElement(Reading));
  const { prelude } = await prerenderToNodeStream(page, { onError: () => undefined });
  let html = '';
  for await (const part of prelude) html += String(part);
  return html.replace(/<!--[\s\S]*?-->|<template[\s\S]*?<\/template>/g, '');
}

afterEach(() => vi.restoreAllMocks());

describe('a chunk loaded once', () => {
  it('loads once however often it is asked for, and answers its export after', async () => {
    let loads = 0;
    const chunk = loadOnce(() => Promise.resolve(`page ${(loads += 1)}`));
    expect(await Promise.all([chunk.preload(), chunk.preload()])).toEqual(['page 1', 'page 1']);
    expect(await chunk.preload()).toBe('page 1');
    expect(loads).toBe(1);
    expect(await renderReading(chunk)).toBe('page 1');
  });

  it('forgets a failed preload, so the next attempt loads the chunk again', async () => {
    let loads = 0;
    const chunk = loadOnce(() => ((loads += 1) === 1 ? Promise.reject(new Error('offline')) : Promise.resolve('page')));
    await expect(chunk.preload()).rejects.toThrow('offline');
    expect(await chunk.preload()).toBe('page');
    expect(loads).toBe(2);
  });

  it('gives a render its failed load until a boundary has shown it, then loads again', async () => {
    let loads = 0;
    const chunk = loadOnce(() => ((loads += 1) === 1 ? Promise.reject(new Error('offline')) : Promise.resolve('page')));
    // React renders again once the load has settled: that render fails rather than loading again.
    expect(await renderReading(chunk)).toBe('failed');
    expect(await renderReading(chunk)).toBe('failed');
    expect(loads).toBe(1);
    forgetShownFailures();
    expect(await renderReading(chunk)).toBe('page');
    expect(loads).toBe(2);
  });

  it('loads again when no boundary showed a failure within a few seconds (a page left before it failed)', async () => {
    let loads = 0;
    const chunk = loadOnce(() => ((loads += 1) === 1 ? Promise.reject(new Error('offline')) : Promise.resolve('page')));
    expect(await renderReading(chunk)).toBe('failed');
    const failedAt = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(failedAt + 4_000);
    expect(await renderReading(chunk)).toBe('failed');
    expect(loads).toBe(1);
    vi.spyOn(Date, 'now').mockReturnValue(failedAt + 6_000);
    expect(await renderReading(chunk)).toBe('page');
    expect(loads).toBe(2);
  });
});
