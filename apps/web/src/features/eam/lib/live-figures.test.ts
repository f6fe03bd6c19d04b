import { describe, expect, it } from 'vitest';
import { liveFigures } from './live-figures';

const T0 = Date.parse('2026-03-02T08:00:00Z');
const MIN = 60_000;

describe("an order's live figures", () => {
  const running = {
    status: 'in_progress' as const,
    submitTime: new Date(T0 - 60 * MIN).toISOString(),
    completionTime: null,
    cancelTime: null,
    pausedSince: null,
    pauseDuration: 600,
    endedPauseDuration: 600,
    orderDuration: 3000,
    receivedAt: T0,
  };

  it("count the order's time on while work goes on", () => {
    expect(liveFigures(running, T0 + 5 * MIN)).toEqual({ pauseSeconds: 600, orderSeconds: 3300 });
  });

  it('count the pause on while paused, and not the order', () => {
    const paused = {
      ...running,
      status: 'paused' as const,
      pausedSince: new Date(T0 - 2 * MIN).toISOString(),
      pauseDuration: 720,
      endedPauseDuration: 600,
    };
    expect(liveFigures(paused, T0 + 5 * MIN)).toEqual({ pauseSeconds: 1020, orderSeconds: 3000 });
  });

  it("keep the server's figures of a finished order, and before any time has passed", () => {
    for (const status of ['completed', 'cancelled'] as const) {
      expect(liveFigures({ ...running, status }, T0 + 60 * MIN)).toEqual({
        pauseSeconds: 600,
        orderSeconds: 3000,
      });
    }
    expect(liveFigures(running, T0 - MIN)).toEqual({ pauseSeconds: 600, orderSeconds: 3000 });
  });

  it("take only the growth from the client's clock (a clock hours off changes nothing)", () => {
    const skewed = { ...running, receivedAt: T0 + 3 * 3600_000 };
    expect(liveFigures(skewed, skewed.receivedAt + 5 * MIN).orderSeconds).toBe(3300);
  });
});
