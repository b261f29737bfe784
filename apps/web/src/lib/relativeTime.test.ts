import { describe, expect, it } from 'vitest';
import i18n from '../i18n/i18n';
import { relativeTime } from './relativeTime';

const now = new Date('2026-11-21T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const MIN = 60_000;

function es(iso: string) {
  const r = relativeTime(iso, now);
  return i18n.getFixedT('es')(r.key, r.values);
}

describe('relativeTime', () => {
  it('says "hace unos momentos" under a minute', () => {
    expect(es(ago(59_000))).toBe('hace unos momentos');
    expect(es(ago(0))).toBe('hace unos momentos');
  });
  it('counts minutes, hours and days with singular and plural', () => {
    expect(es(ago(MIN))).toBe('hace 1 minuto');
    expect(es(ago(45 * MIN))).toBe('hace 45 minutos');
    expect(es(ago(60 * MIN))).toBe('hace 1 hora');
    expect(es(ago(23 * 60 * MIN))).toBe('hace 23 horas');
    expect(es(ago(24 * 60 * MIN))).toBe('hace 1 día');
    expect(es(ago(6 * 24 * 60 * MIN))).toBe('hace 6 días');
  });
  it('shows dd/mm/yy from 7 days on', () => {
    const r = relativeTime(new Date(2026, 10, 14, 12, 0).toISOString(), new Date(2026, 10, 21, 12, 0));
    expect(r).toEqual({ key: 'time.date', values: { date: '14/11/26' } });
  });
  it('treats future instants as now', () => {
    expect(relativeTime(new Date(now.getTime() + 5 * MIN).toISOString(), now).key).toBe('time.just_now');
  });
});
