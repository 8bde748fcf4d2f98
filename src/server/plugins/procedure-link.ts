import { TRPCClientError, type TRPCLink } from '@trpc/client';
import {
  callTRPCProcedure,
  getTRPCErrorFromUnknown,
  getTRPCErrorShape,
  type AnyRouter,
  type inferRouterContext,
} from '@trpc/server';
import { observable } from '@trpc/server/observable';

/**
 * The tRPC client's link while a page renders on the server: each query calls the app's procedure in
 * this process, with the page's context. The answer reaches the components as the browser would read it
 * (a JSON copy), and a failure as the same `TRPCClientError` the browser's link makes from the error's
 * shape. It does the work of tRPC's `unstable_localLink` without what only a browser request needs (an
 * abort signal raced per call and aborted when the call ends, and subscriptions): a page renders a
 * handful of queries, each once, and never cancels one.
 */
export function procedureLink<TRouter extends AnyRouter>(
  router: TRouter,
  ctx: inferRouterContext<TRouter>,
): TRPCLink<TRouter> {
  const { _config: config } = (router as AnyRouter)._def;
  return () =>
    ({ op }) =>
      observable((observer) => {
        callTRPCProcedure({
          router,
          path: op.path,
          getRawInput: () => Promise.resolve(op.input),
          ctx,
          type: op.type,
          signal: undefined,
          batchIndex: 0,
        }).then(
          // The answer alone, not completed: the client takes the first answer and is done with the call,
          // and tRPC's client answers a completion by aborting the call's signal, which builds a DOMException
          // with its stack for every query of every page.
          (data: unknown) => observer.next({ result: { data: asJson(data) } }),
          (cause: unknown) => {
            const shape: unknown = getTRPCErrorShape({
              config,
              ctx,
              error: getTRPCErrorFromUnknown(cause),
              input: op.input,
              path: op.path,
              type: op.type,
            });
            observer.error(
              TRPCClientError.from({ error: asJson(shape) }, { cause: cause instanceof Error ? cause : undefined }),
            );
          },
        );
      });
}

/** What the browser's `JSON.parse` would read of a value the server sends (dates become strings). */
function asJson<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}
