import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signAccessToken, TOKEN_AUDIENCE, TOKEN_ISSUER, verifyAccessToken } from './accessToken';

const secret = new TextEncoder().encode('x'.repeat(48));
const other = new TextEncoder().encode('y'.repeat(48));
const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');

/** A token signed by hand, to vary one thing at a time. */
function forge(header: Record<string, unknown>, payload: Record<string, unknown>, key = secret): string {
  const body = `${b64(header)}.${b64(payload)}`;
  return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;
}
const now = Math.floor(Date.now() / 1000);
const SID = '3f2b8c1e-9a4d-4e6f-8b1a-2c3d4e5f6a7b';
const good = { sub: '42', aud: TOKEN_AUDIENCE, iss: TOKEN_ISSUER, exp: now + 60, tv: 3, sid: SID };
const hs256 = { alg: 'HS256', typ: 'JWT' };

describe('verifyAccessToken', () => {
  it('accepts what signAccessToken issues', () => {
    const token = signAccessToken(secret, { userId: 42, tokenVersion: 3, sessionId: SID });
    expect(verifyAccessToken(secret, token)).toEqual({ userId: 42, tokenVersion: 3, sessionId: SID });
    expect(verifyAccessToken(other, token)).toBeNull();
  });

  it('issues HS256 with exp 15 minutes ahead, aud, iss, sub, tv and sid (the session)', () => {
    const before = Math.floor(Date.now() / 1000);
    const token = signAccessToken(secret, { userId: 7, tokenVersion: 0, sessionId: SID });
    const [h, p] = token.split('.') as [string, string];
    expect(JSON.parse(Buffer.from(h, 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
    const payload = JSON.parse(Buffer.from(p, 'base64url').toString());
    expect(payload).toMatchObject({ sub: '7', aud: TOKEN_AUDIENCE, iss: TOKEN_ISSUER, tv: 0, sid: SID });
    expect(payload.exp - payload.iat).toBe(900);
    expect(payload.iat).toBeGreaterThanOrEqual(before);
    // Valid until its exp, refused from then on.
    expect(verifyAccessToken(secret, token, payload.exp - 1)).toEqual({ userId: 7, tokenVersion: 0, sessionId: SID });
    expect(verifyAccessToken(secret, token, payload.exp)).toBeNull();
    expect(verifyAccessToken(secret, token, payload.exp + 60)).toBeNull();
  });

  it('accepts a well-formed HS256 token and refuses any single defect', () => {
    expect(verifyAccessToken(secret, forge(hs256, good))).toEqual({ userId: 42, tokenVersion: 3, sessionId: SID });
    const defects: [string, string][] = [
      ['algorithm none', forge({ alg: 'none' }, good)],
      ['another algorithm', forge({ alg: 'HS512', typ: 'JWT' }, good)],
      ['crit header', forge({ ...hs256, crit: ['x'] }, good)],
      ['foreign key', forge(hs256, good, other)],
      ['expired', forge(hs256, { ...good, exp: now - 1 })],
      ['no exp', forge(hs256, { ...good, exp: undefined })],
      ['other audience', forge(hs256, { ...good, aud: 'otra-api' })],
      ['no audience', forge(hs256, { ...good, aud: undefined })],
      ['no issuer', forge(hs256, { ...good, iss: undefined })],
      ['no sub', forge(hs256, { ...good, sub: undefined })],
      ['numeric sub', forge(hs256, { ...good, sub: 42 })],
      ['no token version', forge(hs256, { ...good, tv: undefined })],
      ['string exp', forge(hs256, { ...good, exp: String(now + 60) })],
      ['not yet valid (nbf)', forge(hs256, { ...good, nbf: now + 600 })],
      ['algorithm in lower case', forge({ alg: 'hs256', typ: 'JWT' }, good)],
      ['RS256 with the secret as key', forge({ alg: 'RS256', typ: 'JWT' }, good)],
      ['other issuer', forge(hs256, { ...good, iss: 'otro' })],
      ['non-numeric sub', forge(hs256, { ...good, sub: 'admin' })],
      ['zero sub', forge(hs256, { ...good, sub: '0' })],
      ['fractional token version', forge(hs256, { ...good, tv: 1.5 })],
      ['no session id', forge(hs256, { ...good, sid: undefined })],
      ['session id not a UUID', forge(hs256, { ...good, sid: "x' or 1=1" })],
      ['numeric session id', forge(hs256, { ...good, sid: 5 })],
      [
        'payload not an object',
        (() => {
          const body = `${b64(hs256)}.${b64([1])}`;
          return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
        })(),
      ],
    ];
    for (const [name, token] of defects) expect(verifyAccessToken(secret, token), name).toBeNull();
  });

  it('refuses tampering and malformed input without throwing', () => {
    const token = forge(hs256, good);
    const [h, p, s] = token.split('.') as [string, string, string];
    const elevated = b64({ ...good, sub: '1' });
    for (const bad of [
      `${h}.${elevated}.${s}`,
      `${h}.${p}.${s.slice(0, -2)}`,
      `${h}.${p}.`,
      `${h}.${p}`,
      'garbage',
      '',
      '...',
      `${h}.%%%.${s}`,
    ]) {
      expect(verifyAccessToken(secret, bad), bad).toBeNull();
    }
  });

  it('takes aud as an array too', () => {
    expect(verifyAccessToken(secret, forge(hs256, { ...good, aud: ['x', TOKEN_AUDIENCE] }))).not.toBeNull();
  });
});
