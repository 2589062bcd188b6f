// SQL assembled from pieces that hold their text and their bound values
// together, so a piece can be added, left out or moved without any other
// piece's values shifting. A statement built from a visitor's choices (a
// listing's filters, an admin list's search) is written with `sql`; shared
// conditions are functions that return a piece (features/ads publicWhere),
// composed into a statement, never edited as text.
//
//   sql`a.price >= ${min}`             a value: a positional `?` and the value, in the order written
//   sql`… WHERE ${piece}`              a piece: its text and its values, in place
//   join([p, q], " OR ")               pieces side by side (and(), or(): the usual joins)
//   raw("a.is_featured DESC")          text the code wrote (an ORDER BY, a column), never a visitor's
//   int(limit)                         a whole number written into the text (LIMIT, OFFSET, a constant)
//   statement(db, piece)               the D1 statement, its values bound
//
// Only positional `?`: the text of a template or of raw() may not hold a `?`
// (nor `?1`), so every placeholder is one the helper wrote for a value.
import type { Database } from "~/server/db-session.server";

const SQL = Symbol("sql");

/** A piece of SQL with the values of its `?`, in order. */
export interface Sql {
  readonly [SQL]: true;
  readonly sql: string;
  readonly params: unknown[];
}

function piece(text: string, params: unknown[]): Sql {
  return { [SQL]: true, sql: text, params };
}

export function isSql(value: unknown): value is Sql {
  return typeof value === "object" && value !== null && (value as { [SQL]?: unknown })[SQL] === true;
}

function ownText(text: string): string {
  if (text.includes("?")) throw new Error(`A piece of SQL holds its own placeholder: ${text}`);
  return text;
}

/** A piece of SQL: each interpolated piece is put in place with its values, each other value becomes a `?` bound to it. */
export function sql(strings: TemplateStringsArray, ...values: unknown[]): Sql {
  let text = ownText(strings[0]);
  const params: unknown[] = [];
  values.forEach((value, index) => {
    if (isSql(value)) {
      text += value.sql;
      params.push(...value.params);
    } else {
      if (value === undefined) throw new Error("An SQL value is undefined");
      text += "?";
      params.push(value);
    }
    text += ownText(strings[index + 1]);
  });
  return piece(text, params);
}

/** Text written by the code itself (a column, a direction, a clause), with no values. */
export function raw(text: string): Sql {
  return piece(ownText(text), []);
}

/** A whole number written into the text (a LIMIT, an OFFSET, a constant the plan depends on). */
export function int(value: number): Sql {
  if (!Number.isSafeInteger(value)) throw new Error(`Not a whole number: ${value}`);
  return piece(String(value), []);
}

/** The empty piece. */
export const empty: Sql = piece("", []);

/** Pieces side by side with a separator between them (the empty ones too: leave them out first). */
export function join(pieces: readonly Sql[], separator: string): Sql {
  ownText(separator);
  return piece(
    pieces.map((part) => part.sql).join(separator),
    pieces.flatMap((part) => part.params),
  );
}

/** Conditions that must all hold; none is "1" (always true). */
export function and(conditions: readonly Sql[]): Sql {
  return conditions.length === 0 ? raw("1") : join(conditions, " AND ");
}

/** Conditions of which one must hold, in brackets; none is "0" (never true). */
export function or(conditions: readonly Sql[]): Sql {
  return conditions.length === 0 ? raw("0") : sql`(${join(conditions, " OR ")})`;
}

/** `?, ?, ?` for a list of values (an IN list); an empty list is `NULL`, which matches nothing. */
export function list(values: readonly unknown[]): Sql {
  return values.length === 0
    ? raw("NULL")
    : join(
        values.map((value) => sql`${value}`),
        ", ",
      );
}

/** The D1 statement of a piece, its values bound. */
export function statement(db: Pick<Database, "prepare">, query: Sql): D1PreparedStatement {
  return db.prepare(query.sql).bind(...query.params);
}

/** A time as the database stores it: UTC, `YYYY-MM-DD HH:MM:SS`. */
export function sqlTime(date: Date): string {
  // A page's queries ask for the same second several times: the text is made once per second.
  const second = Math.floor(date.getTime() / 1000);
  if (second !== lastSecond.at) lastSecond = { at: second, text: date.toISOString().slice(0, 19).replace("T", " ") };
  return lastSecond.text;
}
let lastSecond = { at: Number.NaN, text: "" };

/** A prepared statement's rows, typed. */
export async function allRows<Row>(query: D1PreparedStatement): Promise<Row[]> {
  return (await query.all<Row>()).results;
}
