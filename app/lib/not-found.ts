/** The answer for an unknown id or anything that is not the visitor's: the route's error boundary shows the 404 page. */
export function notFound(): Response {
  return new Response(null, { status: 404, statusText: "Not Found" });
}

/** The value, or a thrown 404 when there is none. */
export function orNotFound<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw notFound();
  return value;
}
