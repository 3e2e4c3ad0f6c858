// Fake model provider on 127.0.0.1 for the harness probe (scripts/harness-probe/run.mjs).
// Speaks the three wire formats the probed harnesses use: the Gemini API
// (`/v1beta/models/M:generateContent|streamGenerateContent|countTokens`), the OpenAI Responses
// API (`/v1/responses`, SSE or JSON: Codex) and OpenAI Chat Completions (`/v1/chat/completions`,
// SSE or JSON: pi, Qwen Code, OpenCode). Every request body is appended to a JSONL log so the
// probe can read what the harness sent (its listing, its tool list, tool results).
// Modelled on ../shared/tools/harness-probe/fake-llm.mjs (the team's probe notes).
import http from 'node:http';
import fs from 'node:fs';

/**
 * Starts the fake provider.
 * @param {{log: string, text?: string, toolCalls?: {name: string, args: object}[]}} o
 *   log: JSONL file, one `{t, method, url, body}` per request; text: the reply of ordinary turns;
 *   toolCalls: the k-th entry answers the first request that offers a tool of that name and
 *   already holds k tool results (so one activation per run, then a plain reply).
 * @returns {Promise<{port: number, close: () => Promise<void>}>}
 */
export async function startFakeProvider(o) {
  const text = o.text ?? 'ok';
  const calls = o.toolCalls ?? [];
  let callIdx = 0;
  let seq = 0;
  const log = (e) => fs.appendFileSync(o.log, JSON.stringify(e) + '\n');
  const toolNames = (kind, b) => {
    const t = b?.tools ?? [];
    if (kind === 'gemini') return t.flatMap((x) => (x.functionDeclarations ?? []).map((f) => f.name));
    return t.map((x) => x.name ?? x.function?.name).filter(Boolean);
  };
  const results = (kind, b) => {
    if (kind === 'gemini') return (b.contents ?? []).flatMap((c) => c.parts ?? []).filter((p) => p.functionResponse).length;
    if (kind === 'responses') return (Array.isArray(b.input) ? b.input : []).filter((i) => /_call_output$/.test(i.type ?? '')).length;
    return (b.messages ?? []).filter((m) => m.role === 'tool').length;
  };
  const pick = (kind, b) => {
    const next = calls[callIdx];
    if (next && toolNames(kind, b).includes(next.name) && results(kind, b) === callIdx) { callIdx++; return next; }
    return null;
  };
  const json = (res, v) => { res.writeHead(200, { 'content-type': 'application/json' }); res.end(JSON.stringify(v)); };
  const sse = (res) => res.writeHead(200, { 'content-type': 'text/event-stream' });

  const handle = (req, res, raw, body) => {
    const url = req.url.split('?')[0];
    log({ t: Date.now(), method: req.method, url: req.url, body });
    const gem = url.match(/\/models\/([^/:]+):(generateContent|streamGenerateContent|countTokens)$/);
    if (req.method === 'POST' && gem) {
      if (gem[2] === 'countTokens') return json(res, { totalTokens: Math.ceil(raw.length / 4) });
      const call = pick('gemini', body ?? {});
      const parts = call ? [{ functionCall: { name: call.name, args: call.args } }] : [{ text }];
      const r = { candidates: [{ content: { role: 'model', parts }, finishReason: 'STOP', index: 0 }],
        usageMetadata: { promptTokenCount: 10, candidatesTokenCount: 5, totalTokenCount: 15 }, modelVersion: gem[1], responseId: `r${++seq}` };
      if (gem[2] === 'generateContent') return json(res, r);
      sse(res); res.write(`data: ${JSON.stringify(r)}\r\n\r\n`); return res.end();
    }
    if (req.method === 'POST' && url.endsWith('/responses')) {
      const call = pick('responses', body ?? {});
      const n = ++seq;
      const item = call
        ? { type: 'function_call', id: `fc_${n}`, call_id: `call_${n}`, name: call.name, arguments: JSON.stringify(call.args), status: 'completed' }
        : { type: 'message', id: `msg_${n}`, role: 'assistant', status: 'completed', content: [{ type: 'output_text', text, annotations: [] }] };
      const usage = { input_tokens: 10, input_tokens_details: { cached_tokens: 0 }, output_tokens: 5, output_tokens_details: { reasoning_tokens: 0 }, total_tokens: 15 };
      const full = { id: `resp_${n}`, object: 'response', created_at: Math.floor(Date.now() / 1000), status: 'completed', model: body?.model ?? 'gpt-5', output: [item], usage };
      if (!body?.stream) return json(res, full);
      sse(res);
      let sn = 0;
      const ev = (type, d) => res.write(`event: ${type}\ndata: ${JSON.stringify({ type, sequence_number: sn++, ...d })}\n\n`);
      ev('response.created', { response: { ...full, status: 'in_progress', output: [] } });
      ev('response.output_item.added', { output_index: 0, item: call ? { ...item, arguments: '' } : { ...item, content: [] } });
      if (!call) ev('response.output_text.delta', { item_id: item.id, output_index: 0, content_index: 0, delta: text });
      ev('response.output_item.done', { output_index: 0, item });
      ev('response.completed', { response: full });
      return res.end();
    }
    if (req.method === 'POST' && url.endsWith('/chat/completions')) {
      const call = pick('chat', body ?? {});
      const id = `chatcmpl-${++seq}`;
      const created = Math.floor(Date.now() / 1000);
      const model = body?.model ?? 'fake-model';
      const tc = call ? [{ index: 0, id: `call_${seq}`, type: 'function', function: { name: call.name, arguments: JSON.stringify(call.args) } }] : null;
      const usage = { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 };
      if (!body?.stream) {
        const message = call ? { role: 'assistant', content: null, tool_calls: tc.map(({ index, ...r }) => r) } : { role: 'assistant', content: text };
        return json(res, { id, object: 'chat.completion', created, model, choices: [{ index: 0, message, finish_reason: call ? 'tool_calls' : 'stop' }], usage });
      }
      sse(res);
      const chunk = (delta, fr, extra = {}) => res.write(`data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices: [{ index: 0, delta, finish_reason: fr }], ...extra })}\n\n`);
      chunk({ role: 'assistant', content: '' }, null);
      chunk(call ? { tool_calls: tc } : { content: text }, null);
      chunk({}, call ? 'tool_calls' : 'stop');
      res.write(`data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices: [], usage })}\n\n`);
      res.write('data: [DONE]\n\n');
      return res.end();
    }
    if (req.method === 'GET' && url.endsWith('/models')) return json(res, { object: 'list', data: [{ id: 'fake-model', object: 'model', owned_by: 'fake' }], models: [] });
    return json(res, {});
  };

  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body = null;
      try { body = raw ? JSON.parse(raw) : null; } catch { body = { unparsed: raw.slice(0, 20000) }; }
      try { handle(req, res, raw, body); } catch (e) { log({ error: String(e) }); res.writeHead(500); res.end(); }
    });
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return { port: server.address().port, close: () => new Promise((r) => server.close(() => r())) };
}
