// GET /public/api/openapi.json: the API's OpenAPI 3.1 document.
import { apiMethods, jsonResponse } from "~/api/envelope.server";
import { openApiDocument } from "~/api/openapi.server";

export const { loader, action } = apiMethods({
  GET: async ({ context }) => jsonResponse(openApiDocument(new URL(context.config.SITE_URL).origin), 200, { "Cache-Control": "public, max-age=300" }),
});
