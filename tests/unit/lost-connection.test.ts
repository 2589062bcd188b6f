import { describe, expect, it } from "vitest";
import { isLostConnection } from "~/lib/lost-connection";

// The error boundary reloads the page as a document only for a request that got no answer, never for a bug.

describe("a lost connection, told from other errors", () => {
  it.each([
    "Failed to fetch",
    "Failed to fetch dynamically imported module: http://127.0.0.1/build/routes/account.page-X.js",
    "NetworkError when attempting to fetch resource.",
    "Load failed",
    "error loading dynamically imported module: http://127.0.0.1/build/x.js",
    "Importing a module script failed.",
  ])("a request with no answer: %s", (message) => {
    expect(isLostConnection(new TypeError(message))).toBe(true);
  });

  it("not a TypeError of the page's own code, nor another kind of error", () => {
    expect(isLostConnection(new TypeError("Cannot read properties of null (reading 'value')"))).toBe(false);
    expect(isLostConnection(new TypeError("x is not a function"))).toBe(false);
    expect(isLostConnection(new Error("Failed to fetch"))).toBe(false);
    expect(isLostConnection(null)).toBe(false);
  });
});
