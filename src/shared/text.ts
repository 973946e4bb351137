/**
 * Text that PostgreSQL can store: it refuses U+0000 in `text` and `jsonb`, and lone UTF-16 surrogates in `jsonb`
 * (`\uD800` escapes). For text that comes from outside the HTTP edge (model output, imported files), where
 * shared/http.ts's request check does not apply.
 */

/** `s` without U+0000 and with lone surrogates replaced by U+FFFD (what a UTF-8 encoder does). */
export function storableText(s: string): string {
  return (s.includes('\u0000') ? s.replaceAll('\u0000', '') : s).toWellFormed();
}

/** JSON text of `value` with every string made {@link storableText} (for `::jsonb` parameters). */
export function storableJson(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) => (typeof v === 'string' ? storableText(v) : v));
}
