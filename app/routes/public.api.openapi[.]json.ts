// GET /public/api/openapi.json: the API's OpenAPI 3.1 document.
import { apiMethods, jsonText } from "~/api/envelope.server";
import { openApiJson } from "~/api/openapi.server";

export const { loader, action } = apiMethods({
  GET: async ({ context }) => jsonText(openApiJson(new URL(context.config.SITE_URL).origin), 200, { "Cache-Control": "public, max-age=300" }),
});
