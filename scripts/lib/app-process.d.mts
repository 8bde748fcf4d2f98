import type { ChildProcess } from 'node:child_process';

export const APP_SOURCE: string;
export function freePort(): Promise<number>;

export interface AppCommandOptions {
  /** Run src/server/main.ts through tsx instead of the bundle. */
  fromSource?: boolean;
  /** Flags after the server's own. */
  nodeFlags?: readonly string[];
  /** Variables over the server's and the process's. */
  env?: Record<string, string>;
}
export interface ScriptCommand {
  script: string;
  nodeFlags?: readonly string[];
  env?: NodeJS.ProcessEnv;
}
export function appCommand(options?: AppCommandOptions): Required<ScriptCommand>;
export function spawnScript(options: ScriptCommand & { stdio?: 'pipe' | 'inherit' }): ChildProcess;

export interface ServerProcess {
  readonly name: string;
  readonly url: string;
  readonly port: number;
  readonly child: ChildProcess;
  readonly pid: number;
  /** The last 4 MB the process wrote (stdout and stderr). */
  readonly output: string;
  readonly running: boolean;
  kill(signal?: NodeJS.Signals): Promise<number | null>;
  stop(graceMs?: number): Promise<number | null>;
  ready(timeoutMs?: number): Promise<void>;
}
export interface StartServerOptions extends ScriptCommand {
  name?: string;
  readyPath?: string;
  timeoutMs?: number;
  /** Also write the output to this file. */
  logFile?: string;
}
export function startServer(options: StartServerOptions): Promise<ServerProcess>;
export function startApp(
  options?: AppCommandOptions & { name?: string; timeoutMs?: number; logFile?: string },
): Promise<ServerProcess>;
