import { createHash, randomBytes } from 'node:crypto';

/** SHA-256, hex: what we store instead of a token. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** 32 random bytes, URL-safe: session, device, reset and invite tokens (SECURITY.md rules 4, 10, 25). */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: sha256Hex(token) };
}
