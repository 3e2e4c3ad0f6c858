/**
 * The renderer's Content-Security-Policy, one definition for the Electron
 * window and the web host. Monaco injects styles (so `'unsafe-inline'` for
 * style-src only) and starts blob workers; scripts come only from the app.
 * `connect` lists what the page may connect to besides itself (the web host
 * adds its WebSocket on 127.0.0.1/localhost; Electron adds nothing).
 */
export function rendererCsp(connect: string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self' 'wasm-unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "worker-src 'self' blob:",
    ["connect-src 'self'", ...connect].join(' '),
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}
