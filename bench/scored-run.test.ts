import { scoredRun } from './scored-run';

const unscored = { runtimeError: 'NO_NAVSTART' };
const scored = { runtimeError: undefined, performance: 97 };
const failure = (result: { runtimeError?: string }) => result.runtimeError;

describe('scoredRun', () => {
  it('makes an unscored run again, reports it, and returns the first scored one', async () => {
    const results = [unscored, unscored, scored];
    const warned: string[] = [];
    const run = await scoredRun(
      'search-page-4',
      async () => results.shift()!,
      failure,
      (message) => warned.push(message),
    );
    expect(run).toBe(scored);
    expect(warned).toEqual([
      'search-page-4: NO_NAVSTART; again',
      'search-page-4: NO_NAVSTART; again',
    ]);
  });

  it('stops the bench rather than count a run Lighthouse never scored', async () => {
    const attempt = jest.fn(async () => unscored);
    await expect(scoredRun('product-page-page-2', attempt, failure, () => {})).rejects.toThrow(
      'product-page-page-2: not scored in 3 attempts: NO_NAVSTART',
    );
    expect(attempt).toHaveBeenCalledTimes(3);
  });

  it('tries again after an error, and lets the last one through', async () => {
    let calls = 0;
    const attempt = async () => {
      calls += 1;
      if (calls < 3) throw new Error('Storage.getUsageAndQuota timed out');
      return scored;
    };
    await expect(scoredRun('home-page-1', attempt, failure, () => {})).resolves.toBe(scored);
    const failing = async () => {
      throw new Error('Storage.getUsageAndQuota timed out');
    };
    await expect(scoredRun('home-page-2', failing, failure, () => {}, 2)).rejects.toThrow(
      'Storage.getUsageAndQuota timed out',
    );
  });
});
