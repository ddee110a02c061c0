import { createHash } from 'node:crypto';

/**
 * Link tokens are stored only as their SHA-256 hash (issue 24 point 8): whoever reads the database
 * or a backup cannot confirm, manage or delete anyone's search agents. The tokens are 192 random bits,
 * so no salt or slow hash is needed.
 */
export const storedToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
