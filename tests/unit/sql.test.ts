import { describe, expect, it } from "vitest";
import { and, empty, int, isSql, join, list, or, raw, sql } from "~/server/sql.server";

// The SQL pieces (server/sql.server.ts): each holds its text and its values
// together, so leaving one out or moving it never shifts another's values.

describe("sql pieces", () => {
  it("binds each value where it is written, and puts a piece in place with its own values", () => {
    const price = sql`a.price >= ${500}`;
    const query = sql`SELECT a.id FROM ads a WHERE a.category_id = ${3} AND ${price} LIMIT ${int(24)}`;
    expect(query.sql).toBe("SELECT a.id FROM ads a WHERE a.category_id = ? AND a.price >= ? LIMIT 24");
    expect(query.params).toEqual([3, 500]);
    expect(isSql(query)).toBe(true);
    expect(isSql({ sql: "x", params: [] })).toBe(false);
  });

  it("keeps values in step whatever conditions are left out, a condition without a value included", () => {
    const conditions = (negotiable: boolean, text: string | null) =>
      and([
        sql`a.status = ${"approved"}`,
        ...(negotiable ? [sql`a.negotiable = 1`] : []),
        ...(text ? [sql`a.id IN (SELECT rowid FROM ads_fts WHERE ads_fts MATCH ${text})`] : []),
        sql`a.price <= ${900}`,
      ]);
    const both = conditions(true, "corolla");
    expect(both.sql).toBe("a.status = ? AND a.negotiable = 1 AND a.id IN (SELECT rowid FROM ads_fts WHERE ads_fts MATCH ?) AND a.price <= ?");
    expect(both.params).toEqual(["approved", "corolla", 900]);
    expect(conditions(false, null).params).toEqual(["approved", 900]);
    for (const query of [both, conditions(true, null), conditions(false, "x")]) expect(query.sql.split("?").length - 1).toBe(query.params.length);
  });

  it("joins, ors and lists", () => {
    expect(join([sql`x = ${1}`, sql`y = ${2}`], ", ")).toMatchObject({ sql: "x = ?, y = ?", params: [1, 2] });
    expect(or([sql`x = ${1}`, sql`y = ${2}`])).toMatchObject({ sql: "(x = ? OR y = ?)", params: [1, 2] });
    expect(and([])).toMatchObject({ sql: "1", params: [] });
    expect(or([])).toMatchObject({ sql: "0", params: [] });
    expect(sql`a.id IN (${list([4, 5, 6])})`).toMatchObject({ sql: "a.id IN (?, ?, ?)", params: [4, 5, 6] });
    expect(list([]).sql).toBe("NULL");
    expect(sql`a${empty}b`.sql).toBe("ab");
  });

  it("refuses a placeholder written by hand, an undefined value, and a number that is not whole in the text", () => {
    expect(() => raw("a.id = ?")).toThrow();
    expect(() => raw("a.id = ?2")).toThrow();
    expect(() => sql`a.id = ?${1}`).toThrow();
    expect(() => join([raw("x")], " ? ")).toThrow();
    expect(() => sql`a.id = ${undefined}`).toThrow();
    expect(() => int(1.5)).toThrow();
    expect(() => int(Number.NaN)).toThrow();
  });
});
