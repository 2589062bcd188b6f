// /public/api/client/ads/{id}: POST edits and DELETE deletes one of the caller's ads (SPEC.md section 7);
// GET reads a public ad or one of the caller's own (not in the table).
import { deleteAdFromApi, showAd, updateAdFromApi } from "~/api/client.server";
import { apiMethods } from "~/api/envelope.server";

export const { loader, action } = apiMethods({
  GET: ({ request, context, params }) => showAd(request, context, params.id),
  POST: ({ request, context, params }) => updateAdFromApi(request, context, params.id),
  DELETE: ({ request, context, params }) => deleteAdFromApi(request, context, params.id),
});
