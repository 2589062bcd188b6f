// Any other address under /public/api/: JSON 404, whatever the method.
import { apiRoute, notFound } from "~/api/envelope.server";

const answer = apiRoute(async () => {
  throw notFound();
});

export const loader = answer;
export const action = answer;
