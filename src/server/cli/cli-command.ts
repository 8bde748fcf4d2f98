import type { AppDeps } from '../deps';

export interface CliOption {
  /** commander flags, e.g. '--email <email>' or '--admin'. */
  flags: string;
  description: string;
  required?: boolean;
}

export interface CliOutput {
  line: (text: string) => void;
  progress: (done: number, total: number) => void;
}

export type CliOptions = Record<string, string | boolean | undefined>;

/** An operator command (product §15). It runs in the CLI's process or, for PGlite, inside the server's. */
export interface CliCommand {
  name: string;
  description: string;
  options: CliOption[];
  run: (deps: AppDeps, options: CliOptions, out: CliOutput) => Promise<void>;
}

/** A failure the operator can act on: printed as one line, exit code 1. */
export class CliError extends Error {}

export function stringOption(options: CliOptions, name: string): string | undefined {
  const value = options[name];
  return typeof value === 'string' ? value : undefined;
}

export function intOption(
  options: CliOptions,
  name: string,
  fallback: number,
  { min = 1, max = 100_000 } = {},
): number {
  const raw = stringOption(options, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new CliError(`--${name} must be a whole number from ${min} to ${max}`);
  }
  return value;
}
