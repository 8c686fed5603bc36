/** The staged start of the site (src/main.tsx): stages in order, each in a task of its own, then the finish. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startInStages } from './start-in-stages';

describe('startInStages', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('loads the stages one after the other, with a new task between them, then finishes', async () => {
    const log: string[] = [];
    const stage = (name: string) => () => {
      log.push(name);
      return Promise.resolve();
    };
    const started = startInStages([stage('react'), stage('libraries')], async () => {
      log.push('finish');
    });
    for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
    // Microtasks alone never reach the next stage: only a new task (the timer) does.
    expect(log).toEqual(['react']);
    await vi.runAllTimersAsync();
    await started;
    expect(log).toEqual(['react', 'libraries', 'finish']);
  });

  it('does not start a stage before the one before it has loaded', async () => {
    let loadReact: () => void = () => {};
    const libraries = vi.fn(() => Promise.resolve());
    const started = startInStages([() => new Promise<void>((done) => (loadReact = done)), libraries], async () => {});
    await vi.runAllTimersAsync();
    expect(libraries).not.toHaveBeenCalled();
    loadReact();
    await vi.runAllTimersAsync();
    await started;
    expect(libraries).toHaveBeenCalledOnce();
  });

  it('rejects, without finishing, when a stage fails to load', async () => {
    const finish = vi.fn(async () => {});
    const started = startInStages([() => Promise.reject(new Error('chunk failed'))], finish);
    await expect(started).rejects.toThrow('chunk failed');
    expect(finish).not.toHaveBeenCalled();
  });
});
