/** JSON cannot hold bytes or dates as such: they travel tagged and come back as what they were. */
type Row = Record<string, unknown>;

export function encodeRow(row: Row): Row {
  const out: Row = {};
  for (const [key, value] of Object.entries(row)) {
    if (value instanceof Uint8Array) out[key] = { $bytes: Buffer.from(value).toString('base64') };
    else if (value instanceof Date) out[key] = value.toISOString();
    else out[key] = value;
  }
  return out;
}

export function decodeRow(row: Row): Row {
  const out: Row = {};
  for (const [key, value] of Object.entries(row)) {
    const bytes = typeof value === 'object' && value !== null ? (value as { $bytes?: unknown }).$bytes : undefined;
    out[key] = typeof bytes === 'string' ? Buffer.from(bytes, 'base64') : value;
  }
  return out;
}
