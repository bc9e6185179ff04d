/** NUL, or a UTF-16 surrogate without its pair: text we refuse to store. */
// eslint-disable-next-line no-control-regex -- NUL is exactly what it looks for
const BAD_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether a parsed input (a string, or objects and arrays of them, keys included) holds such text. */
export function containsBadText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return BAD_TEXT.test(value);
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Buffer.isBuffer(value)) return false;
  for (const [key, inner] of Object.entries(value)) {
    if (BAD_TEXT.test(key) || containsBadText(inner, depth + 1)) return true;
  }
  return false;
}
