export const SERVER_BUNDLE: string;
export function buildClient(): void;
export function buildServer(): Promise<void>;
export function ensureBuilt(log?: (line: string) => void): Promise<void>;
