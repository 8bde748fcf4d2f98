import type { CliCommand } from '../../cli/cli-command';
import { checkClip, type ClipProblem } from './audio.check';
import { countStoredClips, findClipsToCheck, refuseStoredClip } from './audio.repository';
import { requireAudio } from './audio.service';

/** Clips read from the database at a time. */
const PAGE = 50;
/** Problem lines printed before the summary; the rest are counted. */
const PROBLEMS_SHOWN = 20;

export const checkAudioCommand: CliCommand = {
  name: 'audio:check',
  description: 'Decode every stored clip; one that is silent, cut short or undecodable is marked failed and made again',
  options: [{ flags: '--dry-run', description: 'only report: mark nothing' }],
  async run(deps, options, out) {
    const audio = requireAudio(deps);
    const dryRun = options.dryRun === true;
    const total = await countStoredClips(deps.db);
    const problems: Record<ClipProblem, number> = { silent: 0, truncated: 0, too_long: 0, undecodable: 0 };
    let checked = 0;
    let after = '';
    out.progress(0, total);
    for (;;) {
      const page = await findClipsToCheck(deps.db, after, PAGE);
      if (page.length === 0) break;
      for (const clip of page) {
        const verdict = clip.bytes
          ? await checkClip(clip.bytes, clip.text)
          : ({ ok: false, problem: 'undecodable', reason: 'no bytes' } as const);
        checked += 1;
        if (!verdict.ok) {
          const found = Object.values(problems).reduce((sum, n) => sum + n, 0);
          problems[verdict.problem] += 1;
          if (found < PROBLEMS_SHOWN) out.line(`${verdict.reason}: "${clip.text.slice(0, 60)}"`);
          if (!dryRun) {
            const generation = clip.generation + 1;
            const urlKey = await audio.urlKeyFor(clip.textHash, generation);
            await refuseStoredClip(deps.db, clip, `audio:check: ${verdict.reason}`, { generation, urlKey });
            audio.clips.forget(clip.textHash);
          }
        }
        out.progress(checked, total);
      }
      after = page.at(-1)?.textHash ?? after;
    }
    const found = Object.values(problems).reduce((sum, n) => sum + n, 0);
    if (found > PROBLEMS_SHOWN) out.line(`…and ${found - PROBLEMS_SHOWN} more`);
    const outcome = found === 0 ? '' : dryRun ? '; nothing marked (dry run)' : '; marked failed and queued again';
    out.line(
      `Checked ${checked} clips: ${found} problems (silent ${problems.silent}, truncated ${problems.truncated}, ` +
        `too long ${problems.too_long}, undecodable ${problems.undecodable})${outcome}`,
    );
    if (found > 0 && !dryRun) audio.queue.wake();
  },
};
