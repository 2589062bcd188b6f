// Every API operation by its path (as the OpenAPI document writes it, under
// /public/api), for tests that call one: each goes through the one route that
// answers them all (routes/public.api.$.ts), the splat made from the path
// with `params.id` in place of {id}.
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { operationHandlers } from "~/api/operations.server";
import * as apiRoute from "~/routes/public.api.$";

export type RouteModule = { loader: (args: never) => Promise<Response>; action: (args: never) => Promise<Response> };

function throughSplat(path: string): RouteModule {
  const run = (handler: typeof apiRoute.loader) => (args: never) => {
    const given = args as ActionFunctionArgs;
    const splat = path.slice(1).replace("{id}", given.params?.id ?? "");
    return handler({ ...given, params: { "*": splat } });
  };
  return { loader: run(apiRoute.loader), action: run(apiRoute.action) };
}

export const apiRoutes: Record<string, RouteModule> = Object.fromEntries(Object.keys(operationHandlers).map((path) => [path, throughSplat(path)]));
