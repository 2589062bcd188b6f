// The address pattern of each route module, read from its file name as
// Remix's flat routes read it: "categories.product.$id_.report.tsx" is
// "/categories/product/:id/report", "$.tsx" the splat "/*". Tests that must
// cover every page (the fuzzed addresses, the 360 px sweep) start from the
// files in app/routes, so a new route is never left out.

export interface RoutePattern {
  file: string;
  /** "/categories/product/:id/report"; ":name" a parameter, "*" the splat. */
  path: string;
  params: string[];
}

/** The file name's segments: split on dots outside square brackets, brackets kept as escapes. */
function segmentsOf(name: string): string[] {
  const segments: string[] = [];
  let current = "";
  let escaped = false;
  for (const character of name) {
    if (character === "[") escaped = true;
    else if (character === "]") escaped = false;
    else if (character === "." && !escaped) {
      segments.push(current);
      current = "";
    } else current += character;
  }
  segments.push(current);
  return segments;
}

export function routePattern(file: string): RoutePattern {
  const name = file.replace(/^.*\//, "").replace(/\.(tsx?|jsx?)$/, "");
  const parts: string[] = [];
  const params: string[] = [];
  for (const raw of segmentsOf(name)) {
    if (raw === "_index") continue;
    // A leading "_" is a layout without a segment; a trailing one only unnests the route.
    if (raw.startsWith("_")) continue;
    const segment = raw.endsWith("_") ? raw.slice(0, -1) : raw;
    if (segment === "$") {
      parts.push("*");
      params.push("*");
    } else if (segment.startsWith("$")) {
      parts.push(`:${segment.slice(1)}`);
      params.push(segment.slice(1));
    } else parts.push(segment);
  }
  return { file, path: `/${parts.join("/")}`, params };
}

/** Every distinct address pattern of these route files, in file order. */
export function routePatterns(files: string[]): RoutePattern[] {
  const seen = new Set<string>();
  return files
    .filter((file) => /\.(tsx?|jsx?)$/.test(file))
    .map(routePattern)
    .filter((route) => (seen.has(route.path) ? false : (seen.add(route.path), true)));
}

/** The pattern with each parameter filled by `fill` (already encoded for an address). */
export function fillPattern(route: RoutePattern, fill: (param: string) => string): string {
  return route.path.replace(/:([A-Za-z0-9]+)|\*/g, (match, name: string | undefined) => fill(name ?? "*"));
}
