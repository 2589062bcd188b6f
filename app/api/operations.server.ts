// The route's dispatch table: every operation of the JSON API under
// /public/api (operation-list.server.ts), by its path as the OpenAPI document
// writes it ({id} is one path segment), with a handler per method, plus the
// document itself. One Remix route (routes/public.api.$.ts) answers them
// all: 31 routes of their own would add 31 branches to the route tree that
// React Router flattens, ranks and matches on every request of every page.
import { type MethodHandlers, jsonText } from "~/api/envelope.server";
import { operations } from "~/api/operation-list.server";
import { openApiJson } from "~/api/openapi.server";

export const operationHandlers: Record<string, MethodHandlers> = {
  // The API's OpenAPI 3.1 document.
  "/openapi.json": {
    GET: async ({ context }) => jsonText(openApiJson(new URL(context.config.SITE_URL).origin), 200, { "Cache-Control": "public, max-age=300" }),
  },
};
for (const operation of operations) {
  const handlers = (operationHandlers[operation.path] ??= {});
  handlers[operation.method === "get" ? "GET" : operation.method === "post" ? "POST" : "DELETE"] = ({ request, context, params }) =>
    operation.handle(request, context, params.id);
}
const patterns = Object.keys(operationHandlers).map((path) => ({ path, segments: path.split("/").slice(1) }));

/**
 * The operation a path under /public/api answers (its segments as Remix
 * decoded them, a trailing slash ignored) and the `{id}` it names. A named
 * segment wins over `{id}` (getAdsByParameters is not an ad).
 */
export function findOperation(splat: string): { handlers: MethodHandlers; params: { id?: string } } | null {
  const segments = splat.split("/").filter((segment, index, all) => segment !== "" || index < all.length - 1);
  let found: { path: string; id?: string; named: number } | null = null;
  for (const pattern of patterns) {
    if (pattern.segments.length !== segments.length) continue;
    let id: string | undefined;
    let named = 0;
    const matches = pattern.segments.every((segment, index) => {
      if (segment === "{id}") {
        id = segments[index];
        return id !== "";
      }
      named += 1;
      return segment === segments[index];
    });
    if (matches && (!found || named > found.named)) found = { path: pattern.path, id, named };
  }
  return found ? { handlers: operationHandlers[found.path]!, params: found.id === undefined ? {} : { id: found.id } } : null;
}
