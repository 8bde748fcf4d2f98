import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listCliCommands } from '../../cli/registry';
import { cliOutputOf } from '../../../../test/support/cli-output';
import { createTestApp, type TestApp } from '../../../../test/support/test-app';
import { createWord } from '../words/words.service';
import { findPlayerWords } from '../words/words.read';
import { checkAudioCommand } from './audio.commands';
import { requireAudio } from './audio.service';
import { FakeTtsProvider, fakeClipBytes } from './audio.test-support';

let t: TestApp;
let wordId: string;

beforeAll(async () => {
  t = await createTestApp();
  await requireAudio(t.deps).useProvider(new FakeTtsProvider());
  ({ id: wordId } = await createWord(t.deps, {
    spelling: 'telephone',
    definition: 'A device for talking to someone far away by sending sound along wires or through the air.',
    sentence1: 'The telephone rang twice before Grandma answered it.',
    sentence2: 'We used the old telephone in the hall.',
  }));
  await requireAudio(t.deps).queue.runUntilIdle();
});
afterAll(async () => {
  await t.close();
});

const runCheck = (options: Record<string, boolean> = {}) =>
  cliOutputOf((out) => checkAudioCommand.run(t.deps, options, out));

const plant = (column: 'definition_hash' | 'sentence1_hash', bytes: Buffer) =>
  sql`update audio_clips set bytes = ${bytes}, byte_length = ${bytes.length}
      where text_hash = (select ${sql.ref(column)} from words where id = ${wordId})`.execute(t.deps.db);

describe('npm run cli -- audio:check', () => {
  it('is an operator command', () => {
    expect(listCliCommands().map((c) => c.name)).toContain('audio:check');
  });

  it('reports 0 problems on good clips, with progress up to every stored clip', async () => {
    const { lines, progress } = await runCheck();
    expect(lines).toEqual(['Checked 4 clips: 0 problems (silent 0, truncated 0, too long 0, undecodable 0)']);
    expect(progress.at(-1)).toEqual([4, 4]);
  });

  it('finds a planted silent clip and a cut one, marks them failed under a new URL, and they are made again', async () => {
    const definition = 'A device for talking to someone far away by sending sound along wires or through the air.';
    await plant('definition_hash', fakeClipBytes(definition, { silent: true }));
    await plant(
      'sentence1_hash',
      fakeClipBytes('The telephone rang twice before Grandma answered it.').subarray(0, 600),
    );
    const urlsBefore = (await findPlayerWords(t.deps.db, [wordId])).get(wordId)?.audioUrls;

    const dry = await runCheck({ dryRun: true });
    expect(dry.lines.at(-1)).toBe(
      'Checked 4 clips: 2 problems (silent 1, truncated 1, too long 0, undecodable 0); nothing marked (dry run)',
    );

    const { lines } = await runCheck();
    expect(lines).toHaveLength(3);
    expect(lines.some((line) => line.startsWith('silent: ') && line.includes('"A device for talking'))).toBe(true);
    expect(lines.some((line) => line.startsWith('truncated: ') && line.includes('"The telephone rang'))).toBe(true);
    expect(lines.at(-1)).toBe(
      'Checked 4 clips: 2 problems (silent 1, truncated 1, too long 0, undecodable 0); marked failed and queued again',
    );
    const failed = await sql<{ state: string; last_error: string; bytes: Uint8Array | null }>`
      select state, last_error, bytes from audio_clips where state = 'failed' order by last_error`.execute(t.deps.db);
    expect(failed.rows.map((r) => [r.state, r.bytes, /^audio:check: (\w+): /.exec(r.last_error)?.[1]])).toEqual([
      ['failed', null, 'silent'],
      ['failed', null, 'truncated'],
    ]);
    // Browsers that kept the bad bytes under the old URLs get new URLs for the new bytes.
    const urlsAfter = (await findPlayerWords(t.deps.db, [wordId])).get(wordId)?.audioUrls;
    expect(urlsAfter?.definition).not.toBe(urlsBefore?.definition);
    expect(urlsAfter?.sentences[0]).not.toBe(urlsBefore?.sentences[0]);
    expect(urlsAfter?.canonical).toBe(urlsBefore?.canonical);

    expect(await requireAudio(t.deps).queue.runUntilIdle()).toBe(2);
    expect((await runCheck()).lines.at(-1)).toMatch(/^Checked 4 clips: 0 problems/);
    const served = await t.app.inject({ method: 'GET', url: urlsAfter?.definition ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(fakeClipBytes(definition))).toBe(true);
  });
});
