import type { CliOutput } from '../../src/server/cli/cli-command';

/** What an operator command printed, line by line, and the progress it reported (done, total). */
export async function cliOutputOf(
  run: (out: CliOutput) => Promise<void>,
): Promise<{ lines: string[]; progress: Array<[number, number]> }> {
  const lines: string[] = [];
  const progress: Array<[number, number]> = [];
  await run({ line: (text) => lines.push(text), progress: (done, total) => progress.push([done, total]) });
  return { lines, progress };
}

/** The lines an operator command printed. */
export const cliLinesOf = async (run: (out: CliOutput) => Promise<void>) => (await cliOutputOf(run)).lines;

/** What a command printed before it ended, and the error it ended with (the operator's exit code 1), if any. */
export async function cliOutcomeOf(
  run: (out: CliOutput) => Promise<void>,
): Promise<{ lines: string[]; progress: Array<[number, number]>; error: Error | undefined }> {
  let error: Error | undefined;
  const { lines, progress } = await cliOutputOf((out) =>
    run(out).catch((failure: unknown) => {
      error = failure instanceof Error ? failure : new Error(String(failure));
    }),
  );
  return { lines, progress, error };
}
