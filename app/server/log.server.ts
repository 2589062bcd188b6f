// One line per unexpected error: the path and the error, never the query
// string, cookies, passwords, codes or session ids.

export function logError(error: unknown, request: Request | null): void {
  const where = request ? `${request.method} ${new URL(request.url).pathname}` : "scheduled";
  const what = error instanceof Error ? `${error.name}: ${error.message}\n${error.stack ?? ""}` : String(error);
  console.error(`[souq] ${where} failed: ${what}`);
}
