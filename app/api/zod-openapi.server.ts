// zod with zod-to-openapi's `.openapi()`: the API's schemas name themselves
// for the OpenAPI document (`.openapi("Ad")` makes every use a $ref to
// #/components/schemas/Ad) and carry the document's notes. The library adds
// the method to zod's prototype; importing z from here makes sure that has
// happened before a schema module uses it. Server-only, as the document is.
import { extendZodWithOpenApi } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";

extendZodWithOpenApi(z);

export { z };
