export const SERVER_BUNDLE: string;
export const SERVER_NODE_FLAGS: readonly string[];
export const SERVER_ENV: Readonly<Record<string, string>>;
export const REACT_ROUTER_PRODUCTION: string;
export function buildClient(): void;
/** Builds the server bundle into `outfile` (default SERVER_BUNDLE). */
export function buildServer(outfile?: string): Promise<void>;
export function ensureBuilt(log?: (line: string) => void): Promise<void>;
