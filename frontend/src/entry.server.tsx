/**
 * Server entry: with `ssr: false` it only runs at build time, to prerender the public pages.
 *
 * React Router's default entry streams: it answers at "shell ready" and React then writes any part
 * still loading, or any Suspense boundary's content larger than ~12 KB, later in the document as a
 * hidden <div> that an inline script moves into place. A prerendered page must hold its text where
 * it belongs, readable without JavaScript: so wait for everything (onAllReady, React's advice for
 * static generation) and never outline a finished boundary (progressiveChunkSize: Infinity). The
 * content pages' bodies (lazy chunks inside <Suspense>) depend on this.
 */
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";

export const streamTimeout = 5_000;

export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let allReady = false;
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        allReady = true;
        const body = new PassThrough();
        responseHeaders.set("Content-Type", "text/html");
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors before everything is ready reject the render and are reported by React Router.
        if (allReady) console.error(error);
      },
    });
    setTimeout(abort, streamTimeout + 1000).unref();
  });
}
