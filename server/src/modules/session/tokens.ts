import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: what the client stores and sends back. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** What the database keeps instead of the token. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
