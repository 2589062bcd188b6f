// The react-router patch (.patches/react-router+6.30.4.patch): on the server an
// absolute address is resolved once and kept. Its links must come out exactly
// as the router resolves them, and relative ones still from their route. The
// ESM build is imported because it is the one the Worker's bundle holds.
import { createElement, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import * as bundled from "../../node_modules/react-router/dist/index.js";

const router = bundled as typeof import("react-router");

function Hrefs({ to }: { to: string[] }) {
  return createElement("p", null, to.map((path) => `${router.useHref(path)} `).join(""));
}

function render(at: string, element: ReactNode, path = "*") {
  const routes = createElement(router.Route, { path, element });
  return renderToString(createElement(router.MemoryRouter, { initialEntries: [at] }, createElement(router.Routes, null, routes)));
}

describe("links resolved on the server", () => {
  it("keep absolute addresses as they are, twice over and from any page", () => {
    const addresses = ["/", "/blog/", "/categories/cars?page=2#list", "/account/ads", "/a//b"];
    const expected = "/ /blog/ /categories/cars?page=2#list /account/ads /a/b ";
    for (const at of ["/", "/categories/product/7", "/blog/3/"]) {
      expect(render(at, createElement(Hrefs, { to: addresses }))).toContain(expected);
      expect(render(at, createElement(Hrefs, { to: addresses }))).toContain(expected);
    }
  });

  it("resolve relative addresses from their route", () => {
    const html = render("/categories/product/7", createElement(Hrefs, { to: [".", "..", "photos", "?photo=2"] }), "categories/product/:id");
    expect(html).toContain("/categories/product/7 / /categories/product/7/photos /categories/product/7?photo=2 ");
  });
});
