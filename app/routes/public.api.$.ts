// Everything under /public/api/: the operation the path names (api/operations.server.ts),
// or a JSON 404 whatever the method.
import { apiMethods, apiRoute, notFound } from "~/api/envelope.server";
import { findOperation } from "~/api/operations.server";

const answer = apiRoute(async (args) => {
  const operation = findOperation(args.params["*"] ?? "");
  if (!operation) throw notFound();
  return apiMethods(operation.handlers).loader({ ...args, params: { ...args.params, ...operation.params } });
});

export const loader = answer;
export const action = answer;
