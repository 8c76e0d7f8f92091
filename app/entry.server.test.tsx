import { createStaticHandler } from "@remix-run/router";
import { describe, expect, it } from "vitest";
import { allowConsoleError } from "../tests/setup/console-error";
import { handleError } from "./entry.server";

// The errors Remix hands to handleError, made by the same router Remix runs on the server.
async function routerError(method: string, path: string): Promise<unknown> {
  const handler = createStaticHandler([{ id: "overview", path: "/overview", loader: () => null }]);
  const context = await handler.query(new Request(`http://localhost${path}`, { method }));
  if (context instanceof Response) throw new Error("expected a context");
  return Object.values(context.errors ?? {})[0];
}

const args = (request: Request) => ({ request, params: {}, context: {} });

describe("handleError", () => {
  it("does not log a POST to a screen without an action (405) or an unknown URL (404)", async () => {
    const logged = allowConsoleError();
    const notAllowed = await routerError("POST", "/overview");
    expect(notAllowed).toMatchObject({ status: 405 });
    handleError(notAllowed, args(new Request("http://localhost/overview", { method: "POST" })));
    const notFound = await routerError("GET", "/nowhere");
    expect(notFound).toMatchObject({ status: 404 });
    handleError(notFound, args(new Request("http://localhost/nowhere")));
    expect(logged).not.toHaveBeenCalled();
  });

  it("does not log a request the browser abandoned", () => {
    const logged = allowConsoleError();
    const controller = new AbortController();
    controller.abort();
    handleError(new Error("aborted"), args(new Request("http://localhost/overview", { signal: controller.signal })));
    expect(logged).not.toHaveBeenCalled();
  });

  it("logs real errors with their stack", () => {
    const logged = allowConsoleError();
    const fault = new Error("the database is gone");
    handleError(fault, args(new Request("http://localhost/overview")));
    expect(logged).toHaveBeenCalledWith(fault);
  });
});
