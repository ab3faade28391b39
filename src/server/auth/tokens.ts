import { SignJWT, jwtVerify } from 'jose';

const TOKEN_TTL_SECONDS = 8 * 60 * 60;

interface TokenClaims {
  userId: number;
  username: string;
  roles: string[];
  /** The user's token version when the token was issued; a raised version ends the token. */
  version: number;
}

export interface TokenService {
  sign(claims: TokenClaims): Promise<{ token: string; expiresAt: Date }>;
  /** The claims, or null for a malformed, tampered or expired token. */
  verify(token: string): Promise<TokenClaims | null>;
}

export function createTokenService(secret: string, ttlSeconds = TOKEN_TTL_SECONDS): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(claims) {
      const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
      const token = await new SignJWT({
        username: claims.username,
        roles: claims.roles,
        ver: claims.version,
      })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(claims.userId))
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
      return { token, expiresAt };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        if (
          !Number.isInteger(userId) ||
          typeof payload.username !== 'string' ||
          !Array.isArray(payload.roles) ||
          !Number.isSafeInteger(payload.ver)
        ) {
          return null;
        }
        return {
          userId,
          username: payload.username,
          roles: payload.roles.map(String),
          version: payload.ver as number,
        };
      } catch {
        return null;
      }
    },
  };
}
