/**
 * Zero hand-copied API types in the admin (issue 15 item 4): every call through the admin's `api` client names its
 * answer with a type generated from the OpenAPI document (web/api: `ApiResponse<path, method>`, `Schemas[…]`, or an
 * alias of them), never an inline object shape like `api.get<{ approvals: Approval[] }>` or `unknown`; and no admin
 * file derives wire types from the server's zod schemas (`z.infer`, `z.input`) instead of the generated document.
 */
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const ADMIN_SRC = fileURLToPath(new URL('../web/admin/src/', import.meta.url));

/** The admin's TypeScript sources, relative to web/admin/src, with their text. */
async function sources(): Promise<{ file: string; text: string }[]> {
  const files = (await readdir(ADMIN_SRC, { recursive: true })).filter((f) => /\.tsx?$/.test(f));
  return Promise.all(files.map(async (file) => ({ file, text: await readFile(path.join(ADMIN_SRC, file), 'utf8') })));
}

/** The type argument of each `api.get<…>(` / post / put / patch / delete call in `text` (angle brackets balanced). */
function apiCallTypes(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/\bapi\.(?:get|post|put|patch|delete)</g)) {
    let depth = 1;
    let i = m.index + m[0].length;
    const start = i;
    for (; i < text.length && depth > 0; i++) {
      if (text[i] === '<') depth++;
      else if (text[i] === '>' && text[i - 1] !== '=') depth--;
    }
    out.push(text.slice(start, i - 1).trim());
  }
  return out;
}

test('apiCallTypes reads the type arguments of api calls', () => {
  assert.deepEqual(apiCallTypes("api.get<{ a: B[] }>('/x'); api.put<ApiResponse<'/p', 'put'>>(u, b); api.post('/y')"), ['{ a: B[] }', "ApiResponse<'/p', 'put'>"]);
});

test('admin API calls name their answers with generated types, never inline shapes', async () => {
  const found: string[] = [];
  let calls = 0;
  for (const { file, text } of await sources()) {
    for (const t of apiCallTypes(text)) {
      calls++;
      if (!/^(ApiResponse<'\/api\/v1\/[^']+', '(get|post|put|patch|delete)'>|[A-Z]\w*)$/.test(t)) found.push(`${file}: api call typed ${t}`);
    }
  }
  assert.ok(calls > 40, `the admin's api calls were found (${calls})`);
  assert.deepEqual(found, []);
});

test('admin wire types come from the generated document, not from the server\'s zod schemas', async () => {
  const found = (await sources()).filter(({ text }) => /\bz\.(infer|input|output)</.test(text) || /from 'zod'/.test(text)).map(({ file }) => file);
  assert.deepEqual(found, []);
});
