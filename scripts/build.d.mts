export const SERVER_BUNDLE: string;
export const SERVER_NODE_FLAGS: readonly string[];
export const SERVER_ENV: Readonly<Record<string, string>>;
export function buildClient(): void;
export function buildServer(): Promise<void>;
export function ensureBuilt(log?: (line: string) => void): Promise<void>;
