import { OpenApiGeneratorV31 } from "@asteasolutions/zod-to-openapi";
import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { findOperation } from "~/api/operations.server";
import { openApiDocument, operations } from "~/api/openapi.server";
import { AdImageSchema, AdUserSchema, ApiAdSchema, ApiUserSchema, NamedSchema, PaginationSchema, TraderItemSchema } from "~/api/schemas.server";
import { apiRoutes } from "./api-route-table";

const documentRoute = apiRoutes["/openapi.json"];

// The OpenAPI document: structurally valid 3.1, every route of the issue
// (and every route file) listed, every $ref resolving, request fields taken
// from the pages' zod schemas and answers from the API's.

const doc = openApiDocument("http://127.0.0.1:8787") as any;

/** Every call of the client contract (docs/product-rules.md). */
const required: Array<[string, string]> = [
  ["post", "/public/api/user/login"],
  ["post", "/public/api/user/register"],
  ["get", "/public/api/user/user-data"],
  ["post", "/public/api/user/update-profile"],
  ["get", "/public/api/client/governorates"],
  ["get", "/public/api/client/regions"],
  ["get", "/public/api/client/categories"],
  ["get", "/public/api/client/subcategories/{id}"],
  ["get", "/public/api/client/brand-countries/{id}"],
  ["get", "/public/api/client/third-branches/{id}"],
  ["get", "/public/api/client/wishlist"],
  ["post", "/public/api/client/wishlist"],
  ["delete", "/public/api/client/wishlist/{id}"],
  ["post", "/public/api/client/ads"],
  ["post", "/public/api/client/ads/{id}"],
  ["delete", "/public/api/client/ads/{id}"],
  ["post", "/public/api/client/ads/getAdsByParameters"],
  ["get", "/public/api/client/safety"],
  ["get", "/public/api/client/show-ads/{id}"],
  ["get", "/public/api/client/websecondbanners"],
  ["post", "/public/api/client/profiles"],
];

const jsonTypes = new Set(["string", "number", "integer", "boolean", "object", "array", "null"]);

function walk(node: unknown, visit: (value: Record<string, unknown>, path: string) => void, path = "#") {
  if (Array.isArray(node)) node.forEach((item, index) => walk(item, visit, `${path}/${index}`));
  else if (node && typeof node === "object") {
    visit(node as Record<string, unknown>, path);
    for (const [key, value] of Object.entries(node)) walk(value, visit, `${path}/${key}`);
  }
}

function resolve(ref: string): unknown {
  expect(ref.startsWith("#/")).toBe(true);
  return ref
    .slice(2)
    .split("/")
    .reduce<any>((node, part) => (node === undefined ? undefined : node[part.replace(/~1/g, "/").replace(/~0/g, "~")]), doc);
}

describe("the OpenAPI document", () => {
  it("is OpenAPI 3.1 with info, servers and security schemes", () => {
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.info.title).toBeTruthy();
    expect(doc.info.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(doc.servers[0].url).toBe("http://127.0.0.1:8787");
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: "http", scheme: "bearer" });
    expect(JSON.parse(JSON.stringify(doc))).toEqual(doc); // plain JSON, nothing lost
  });

  it("validates against the official OpenAPI 3.1 JSON Schema", async () => {
    const validator = new Validator();
    const result = await validator.validate(JSON.parse(JSON.stringify(doc)));
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
    // …and the validator is not one that passes anything.
    expect((await new Validator().validate({ ...doc, paths: { "/x": { get: { responses: "none" } } } })).valid).toBe(false);
  });

  it("lists every call of the client contract with its method", () => {
    for (const [method, path] of required) expect(doc.paths[path]?.[method], `${method.toUpperCase()} ${path}`).toBeDefined();
  });

  it("documents each operation of the one list under its method and path, and the API route answers each", () => {
    for (const operation of operations) {
      const label = `${operation.method.toUpperCase()} ${operation.path}`;
      expect(doc.paths[`/public/api${operation.path}`]?.[operation.method]?.operationId, label).toBe(operation.operationId);
      const found = findOperation(operation.path.slice(1).replace("{id}", "7"));
      expect(found?.handlers[operation.method.toUpperCase() as "GET" | "POST" | "DELETE"], label).toBeDefined();
      expect(found?.params, label).toEqual(operation.path.includes("{id}") ? { id: "7" } : {});
    }
  });

  it("gives every operation an id, a summary, parameters that match its path, a 2xx and JSON error answers", () => {
    const ids = new Set<string>();
    for (const [path, item] of Object.entries<any>(doc.paths)) {
      for (const [method, operation] of Object.entries<any>(item)) {
        expect(["get", "post", "delete", "put", "patch"]).toContain(method);
        expect(operation.operationId).toMatch(/^[A-Za-z]+$/);
        expect(ids.has(operation.operationId)).toBe(false);
        ids.add(operation.operationId);
        expect(operation.summary).toBeTruthy();
        const statuses = Object.keys(operation.responses);
        expect(
          statuses.some((status) => /^2\d\d$/.test(status)),
          `${method} ${path}`,
        ).toBe(true);
        for (const [status, response] of Object.entries<any>(operation.responses)) {
          expect(response.description, `${method} ${path} ${status}`).toBeTruthy();
          if (path !== "/public/api/openapi.json") expect(response.content["application/json"].schema).toBeDefined();
        }
        const pathParams = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
        const declared = (operation.parameters ?? []).filter((param: any) => param.in === "path").map((param: any) => param.name);
        expect(declared.sort()).toEqual(pathParams.sort());
        for (const param of operation.parameters ?? []) if (param.in === "path") expect(param.required).toBe(true);
        if (operation.requestBody) expect(Object.keys(operation.requestBody.content).length).toBeGreaterThan(0);
      }
    }
    expect(ids.size).toBeGreaterThanOrEqual(required.length);
    expect(operations.length + 1).toBe(ids.size);
  });

  it("resolves every $ref, and uses only JSON Schema types", () => {
    let refs = 0;
    walk(doc, (node, path) => {
      if (typeof node.$ref === "string") {
        refs += 1;
        expect(resolve(node.$ref), `${path}: ${node.$ref}`).toBeDefined();
      }
      if ("type" in node && (path.includes("/schema") || path.includes("/components/schemas"))) {
        const types = Array.isArray(node.type) ? node.type : [node.type];
        for (const type of types)
          if (typeof type === "string" && !path.endsWith("/properties/type")) expect(jsonTypes.has(type), `${path}: ${type}`).toBe(true);
      }
      if (Array.isArray(node.required) && node.properties)
        for (const name of node.required as string[]) expect(node.properties, `${path} requires ${name}`).toHaveProperty(name);
    });
    expect(refs).toBeGreaterThan(30);
  });

  it("takes request fields from the pages' form schemas", () => {
    const register = doc.paths["/public/api/user/register"].post.requestBody.content["application/json"].schema;
    expect(register.properties.password).toMatchObject({ type: "string", minLength: 6, maxLength: 32 });
    expect(register.properties.email).toMatchObject({ format: "email", maxLength: 254 });
    expect(register.properties.first_name).toMatchObject({ minLength: 3, maxLength: 254 });
    expect(register.required).toEqual(expect.arrayContaining(["email", "phone_number", "password", "password_confirmation"]));
    const ad = doc.paths["/public/api/client/ads"].post.requestBody.content["multipart/form-data"].schema;
    expect(ad.properties.images).toMatchObject({ type: "array", items: { format: "binary" }, maxItems: 10 });
    expect(ad.properties.name.maxLength).toBe(150);
    expect(ad.required).toEqual(
      expect.arrayContaining([
        "name",
        "description",
        "price",
        "notes",
        "latitude",
        "longitude",
        "address",
        "category_id",
        "subcategory_id",
        "brand_country_id",
        "third_branch_id",
      ]),
    );
    expect(ad.required).not.toContain("gov_id");
    expect(ad.required).not.toContain("phone_number");
    const edit = doc.paths["/public/api/client/ads/{id}"].post.requestBody.content["multipart/form-data"].schema;
    expect(edit.properties.keep_images.type).toBe("array");
    // Editing replaces every field, as the web editor does: the place, negotiable and status are required too.
    expect(edit.required.sort()).toEqual([
      "address",
      "brand_country_id",
      "category_id",
      "description",
      "gov_id",
      "latitude",
      "longitude",
      "name",
      "negotiable",
      "notes",
      "price",
      "region_id",
      "status",
      "subcategory_id",
      "third_branch_id",
    ]);
    expect(edit.properties.negotiable).toMatchObject({ type: ["integer", "string"], enum: [1, 0, "1", "0"] });
    // Only multipart for the two ad writes.
    expect(Object.keys(doc.paths["/public/api/client/ads"].post.requestBody.content)).toEqual(["multipart/form-data"]);
    expect(Object.keys(doc.paths["/public/api/client/ads/{id}"].post.requestBody.content)).toEqual(["multipart/form-data"]);
    const login = doc.paths["/public/api/user/login"].post;
    expect(login.security).toEqual([]);
    expect(login.responses["200"].content["application/json"].schema.properties.data).toEqual({ $ref: "#/components/schemas/LoginData" });
    expect(doc.paths["/public/api/client/profiles"].post.responses["200"].content["application/json"].schema.required).toContain("pagination");
  });

  it("documents current_password on update-profile, needed for a new email or phone_number", () => {
    const operation = doc.paths["/public/api/user/update-profile"].post;
    const body = operation.requestBody.content["multipart/form-data"].schema;
    expect(body.properties.current_password).toMatchObject({ type: "string", maxLength: 256 });
    expect(body.properties.current_password.description).toMatch(/required when email or phone_number changes/);
    expect(body.required ?? []).not.toContain("current_password");
    expect(operation.summary).toContain("current_password");
  });

  it("describes the answers with the same zod schemas the code returns", () => {
    // The Ad schema converted on its own (its named parts as refs) is the document's.
    const alone = new OpenApiGeneratorV31([NamedSchema, AdImageSchema, AdUserSchema, ApiAdSchema]).generateComponents().components!.schemas!;
    expect(Object.keys(alone).sort()).toEqual(["Ad", "AdImage", "AdUser", "AttributeValue", "Named"]);
    expect(doc.components.schemas.Ad).toEqual(alone.Ad);
    const ad = doc.components.schemas.Ad;
    // The client contract's "ad as read".
    for (const field of [
      "id",
      "name",
      "price",
      "image",
      "images",
      "age",
      "region",
      "region_id",
      "gov_id",
      "governorate",
      "category",
      "subcategory",
      "brandcountry",
      "brand_id",
      "status",
      "address",
      "latitude",
      "longitude",
      "negotiable",
      "description",
      "is_featured",
      "wishlist",
      "user",
      "details",
      "multi_features",
      "attributes",
      "created_at",
      "updated_at",
    ]) {
      expect(ad.properties, field).toHaveProperty(field);
      expect(ad.required).toContain(field);
    }
    expect(ad.properties.images).toEqual({ type: "array", items: { $ref: "#/components/schemas/AdImage" } });
    expect(doc.components.schemas.AdImage.required).toContain("image_path");
    // 0 or 1, each a literal (zod-to-openapi writes a literal as a one-value enum).
    expect(ad.properties.negotiable.anyOf).toEqual([
      { type: "number", enum: [0] },
      { type: "number", enum: [1] },
    ]);
    expect(ad.additionalProperties).toBe(false);
    // Category attributes: an object by field key of typed values, and the fields' own shape.
    expect(ad.properties.attributes).toMatchObject({ type: "object", additionalProperties: { $ref: "#/components/schemas/AttributeValue" } });
    expect(doc.components.schemas.AttributeValue.anyOf.map((member: { type: string }) => member.type)).toEqual(["integer", "string", "array", "boolean"]);
    expect(doc.components.schemas.AttributeField.required).toEqual(expect.arrayContaining(["key", "kind", "label", "label_en", "min", "max", "options"]));
    expect(doc.paths["/public/api/client/categories/{id}/attributes"].get.responses["200"]).toBeDefined();
    expect(Object.keys(doc.components.schemas.User.properties)).toEqual(Object.keys(ApiUserSchema.shape));
    for (const field of ["phone_number", "id", "name", "image", "phone_verified_at", "is_trader", "email", "company_name"])
      expect(doc.components.schemas.User.required).toContain(field);
    expect(Object.keys(doc.components.schemas.Pagination.properties)).toEqual(Object.keys(PaginationSchema.shape));
    for (const field of ["id", "name", "slug", "company_name"]) expect(Object.keys(TraderItemSchema.shape)).toContain(field);
  });

  it("is what GET /public/api/openapi.json serves, with the site's origin as its server", async () => {
    const get = () =>
      documentRoute.loader({
        request: new Request("http://127.0.0.1:8787/public/api/openapi.json"),
        context: { config: { SITE_URL: "https://souq.example/some/path" } },
        params: {},
      } as never);
    const [first, second] = [await get(), await get()];
    expect(first.status).toBe(200);
    expect(first.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    expect(first.headers.get("Cache-Control")).toBe("public, max-age=300");
    const served = await first.json();
    expect(served).toEqual(openApiDocument("https://souq.example"));
    expect(await second.json()).toEqual(served);
  });
});
