import { createHmac } from 'node:crypto';
import { TURN_CREDENTIAL_TTL_SECONDS, type IceServers } from '@sahay/domain';

export interface TurnConfig {
  urls: string[];
  secret?: string;
}

/**
 * The TURN REST API scheme coturn's `use-auth-secret` checks (draft-uberti-behave-turn-rest-00): the username is
 * "<expiry unix seconds>:<user id>", the password base64(HMAC-SHA1(secret, username)). coturn refuses it after the
 * expiry, so a credential copied out of a page is useless an hour later, and the secret stays on the server.
 */
export function turnCredential(secret: string, userId: string, expiresAt: number): { username: string; credential: string } {
  const username = `${expiresAt}:${userId}`;
  return { username, credential: createHmac('sha1', secret).update(username).digest('base64') };
}

/** What a browser gives RTCPeerConnection: STUN servers as they are, TURN servers with a credential for this person. */
export function iceServersFor(config: TurnConfig, userId: string, now: Date): IceServers {
  const stun = config.urls.filter((url) => url.startsWith('stun'));
  const turn = config.urls.filter((url) => url.startsWith('turn'));
  const iceServers: IceServers['iceServers'] = [];
  if (stun.length > 0) iceServers.push({ urls: stun });
  if (turn.length > 0 && config.secret) {
    const expiresAt = Math.floor(now.getTime() / 1000) + TURN_CREDENTIAL_TTL_SECONDS;
    iceServers.push({ urls: turn, ...turnCredential(config.secret, userId, expiresAt) });
  }
  return { iceServers, ttlSeconds: turn.length > 0 && config.secret ? TURN_CREDENTIAL_TTL_SECONDS : null };
}
