export function handle(req: { body: unknown }) {
  return { status: 200, body: req.body };
}
