/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ["**/.*", "**/*.test.*"],
  // Routes are the files of app/routes (flat routes), plus the pages of paid
  // reach below: one module serves several addresses, one route id each
  // (defineRoutes' documented `id` option). The parents are declared again with
  // the same ids and files as app/routes gives them, so nothing else moves.
  routes: (defineRoutes) =>
    defineRoutes((route) => {
      route("account", "routes/account.tsx", () => {
        for (const kind of ["bundles", "bumps", "packs"]) route(kind, "pages/purchase.tsx", { id: `pages/purchase-${kind}` });
      });
      route("admin", "routes/admin.tsx", () => {
        for (const kind of ["bump-prices", "pack-prices"]) route(kind, "pages/prices.tsx", { id: `pages/prices-${kind}` });
      });
    }),
  server: "./app/worker.ts",
  serverBuildPath: "build/index.js",
  serverConditions: ["workerd", "worker", "browser"],
  serverDependenciesToBundle: "all",
  serverMainFields: ["browser", "module", "main"],
  serverModuleFormat: "esm",
  serverPlatform: "neutral",
  serverMinify: true,
  assetsBuildDirectory: "public/build",
  publicPath: "/build/",
  browserNodeBuiltinsPolyfill: { modules: {} },
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
};
