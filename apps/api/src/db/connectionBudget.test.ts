/** The connection-pool budget of WEB_CONCURRENCY processes (decision 092), and its defaults. */
import { describe, expect, it } from 'vitest';
import { defaultPoolSize, loadConfig } from '../config';
import { useTestApp } from '../test/testApp';
import { assertConnectionBudget, CONNECTION_MARGIN, connectionBudget } from './connectionBudget';

const t = useTestApp();

describe('connection-pool budget', () => {
  it('counts two pools per process against max_connections minus the reserved ones and a margin', () => {
    // 4 × 2 × 10 = 80 of 100 − 3 − 10 = 87.
    expect(connectionBudget({ processes: 4, poolSize: 10, maxConnections: 100, reserved: 3 })).toEqual({
      needed: 80,
      available: 100 - 3 - CONNECTION_MARGIN,
      fits: true,
    });
    expect(connectionBudget({ processes: 5, poolSize: 10, maxConnections: 100, reserved: 3 }).fits).toBe(false);
  });

  it('reads the real server: the defaults fit, an oversized start is refused in Spanish with the numbers', async () => {
    const config = loadConfig({ WEB_CONCURRENCY: '4' });
    await expect(assertConnectionBudget(t.db, config.webConcurrency, config.dbPoolSize)).resolves.toMatchObject({
      fits: true,
    });
    await expect(assertConnectionBudget(t.db, 64, 1000)).rejects.toThrow(
      /64 proceso\(s\) × 2 × DATABASE_POOL_SIZE 1000 = 128000 conexiones .*baja WEB_CONCURRENCY o DATABASE_POOL_SIZE/,
    );
  });

  it('splits the default 2 × cores + 1 connections among the processes, at least 2 each', () => {
    expect(defaultPoolSize(1, 2)).toBe(5);
    expect(defaultPoolSize(2, 2)).toBe(3);
    expect(defaultPoolSize(8, 2)).toBe(2);
    expect(loadConfig({}).webConcurrency).toBe(1);
    expect(loadConfig({ WEB_CONCURRENCY: '3', DATABASE_POOL_SIZE: '7' })).toMatchObject({
      webConcurrency: 3,
      dbPoolSize: 7,
    });
  });

  it.each(['0', '-1', '1.5', 'dos', '65'])('refuses WEB_CONCURRENCY=%s in Spanish', (value) => {
    expect(() => loadConfig({ WEB_CONCURRENCY: value })).toThrow(/WEB_CONCURRENCY debe ser un entero entre 1 y/);
  });
});
