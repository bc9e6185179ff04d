import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** SHA-256, hex: what we store instead of a token. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** 32 random bytes, URL-safe: session, device, reset and invite tokens. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: sha256Hex(token) };
}

/**
 * A link token kept so that it can be shown again (an invite's Copy Invite Link, an owner's shared
 * links): AES-256-GCM under LINK_TOKEN_KEY, which lives in the environment, not the database. The
 * database finds the token by its hash alone; a reader of the database without the key gets no
 * link (docs/decisions/006 and 013).
 */
export function sealToken(token: string, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/** The token sealToken sealed, or null when it cannot be opened (another key, damaged text). */
export function openToken(sealed: string, key: Buffer): string | null {
  try {
    const bytes = Buffer.from(sealed, 'base64url');
    if (bytes.length < 29) return null;
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
