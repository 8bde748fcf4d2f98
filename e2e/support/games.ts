import type { Page, Response } from 'playwright-core';
import { E2E_ADMIN } from '../global-setup';
import { baseUrl } from './browser';

/** A bearer token for an account, through the API (for set-up and checks, not for the flows under test). */
export async function apiToken(email: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl()}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status}`);
  return ((await res.json()) as { id: string }).id;
}

export async function apiGet<T>(path: string, token: string): Promise<T> {
  const res = await fetch(`${baseUrl()}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`GET ${path}: ${res.status}`);
  return (await res.json()) as T;
}

/** Submits a game's guesses through the API, as another device of the player would. */
export function apiSubmit(gameId: string, guesses: string[], token: string): Promise<globalThis.Response> {
  return fetch(`${baseUrl()}/api/games/${gameId}/submissions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ guesses }),
  });
}

/** The canonical spellings of a game's words, in order (the staff view of the game). */
export async function spellingsOf(gameId: string): Promise<string[]> {
  const admin = await apiToken(E2E_ADMIN.email, E2E_ADMIN.password);
  const game = await apiGet<{ words: { canonical: string }[] }>(`/api/admin/games/${gameId}`, admin);
  return game.words.map((w) => w.canonical);
}

/** Waits for the next audio clip the page fetches and answers it (status and content type). */
export function nextAudio(page: Page): Promise<Response> {
  return page.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/audio/'), { timeout: 30_000 });
}

/** Waits until no clip plays: product §6 disables every audio button while one does. */
export async function waitForAudioIdle(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('.audio-buttons [aria-disabled="true"]'), undefined, {
    timeout: 30_000,
  });
}

/** The letters in the guess display. */
export async function shownGuess(page: Page): Promise<string> {
  const letters = page.locator('.guess-letters');
  return (await letters.count()) === 0 ? '' : ((await letters.textContent()) ?? '');
}

/** Waits until 'Word N of M' shows. */
export async function waitForWord(page: Page, n: number, total = 6): Promise<void> {
  await page.getByRole('heading', { name: `Word ${n} of ${total}` }).waitFor();
}
