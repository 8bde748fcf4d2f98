import { initTRPC, TRPCError } from '@trpc/server';

/** The floor's one procedure: a gate (a token is needed) and a constant game of the real shape. */
export interface FloorContext {
  token: string | undefined;
}
const t = initTRPC.context<FloorContext>().create();
const gated = t.procedure.use(({ ctx, next }) => {
  if (!ctx.token) throw new TRPCError({ code: 'UNAUTHORIZED' });
  return next({ ctx: { token: ctx.token } });
});
const clip = (n: number) => `/audio/${'3f9a0c27d4b1e856'.repeat(2)}${String(n).padStart(2, '0')}.mp3`;
const FLOOR_GAME = {
  id: '0b7e1c4e-2a53-4c1d-9a55-1f6c2d3e4f50',
  date: '20261125',
  words: Array.from({ length: 6 }, (_, i) => ({
    id: `0b7e1c4e-2a53-4c1d-9a55-1f6c2d3e4f5${i}`,
    audioUrls: { canonical: clip(i), definition: clip(i + 10), sentences: [clip(i + 20), clip(i + 30)] },
  })),
  createdAt: '2026-11-24T00:00:00.000Z',
  hasSubmission: false,
};
export const floorRouter = t.router({ games: t.router({ daily: gated.query(() => FLOOR_GAME) }) });
export type FloorRouter = typeof floorRouter;
export const createFloorCaller = t.createCallerFactory(floorRouter);
