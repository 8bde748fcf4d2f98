export const SERVER_DIR: string;
export const SERVER_BUNDLE: string;
export const SERVER_NODE_FLAGS: readonly string[];
export const SERVER_ENV: Readonly<Record<string, string>>;
export const REACT_ROUTER_PRODUCTION: string;
export function buildClient(): void;
/** Builds the server (`main.js`), the operator CLI (`cli.js`) and `start.sh` into `outdir` (default SERVER_DIR). */
export function buildServer(outdir?: string): Promise<void>;
export function ensureBuilt(log?: (line: string) => void): Promise<void>;
