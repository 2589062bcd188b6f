import { describe, expect, it } from "vitest";
import { constantTimeEqual, hmacHex, randomUrlToken, sha256Hex } from "~/server/crypto.server";

// The shared crypto helpers against published test vectors.
describe("crypto helpers", () => {
  it("sha256Hex matches FIPS 180-2's example", async () => {
    expect(await sha256Hex("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });

  it("hmacHex matches RFC 4231's test case 2", async () => {
    expect(await hmacHex("SHA-256", "Jefe", "what do ya want for nothing?")).toBe("5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843");
    expect(await hmacHex("SHA-512", "Jefe", "what do ya want for nothing?")).toBe(
      "164b7a7bfcf819e2e395fbe73b56e0a387bd64222e831fd610270cd7ea2505549758bf75c05a994a6d034f65f8f0e6fdcaeab1a34d4a6b4b636e070a38bce737",
    );
  });

  it("randomUrlToken gives 32 random bytes as base64url", () => {
    const tokens = new Set(Array.from({ length: 50 }, () => randomUrlToken()));
    expect(tokens.size).toBe(50);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("constantTimeEqual tells equal from unequal strings, whatever their lengths", () => {
    expect(constantTimeEqual("abc", "abc")).toBe(true);
    expect(constantTimeEqual("abc", "abd")).toBe(false);
    expect(constantTimeEqual("abc", "abcd")).toBe(false);
    expect(constantTimeEqual("", "")).toBe(true);
  });
});
