import { afterEach, describe, expect, it, vi } from 'vitest';
import { BatchWriter } from '../src/lib/batch-writer';

// Issue 17 part 6: presence and "last seen" writes of many sockets go to the database in batches (group commit).
describe('BatchWriter', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('writes what arrives together in one flush, and what arrives during a flush in the next one', async () => {
    const batches: Array<Array<[string, number]>> = [];
    let release: () => void = () => undefined;
    const writer = new BatchWriter<string, number>(async (batch) => {
      batches.push([...batch]);
      if (batches.length === 1) await new Promise<void>((resolve) => (release = resolve));
    });
    const first = [writer.write('a', 1), writer.write('b', 1), writer.write('a', 2)];
    await vi.waitFor(() => expect(batches).toHaveLength(1));
    // While the first flush runs, these wait for the next one.
    const second = [writer.write('c', 1), writer.write('b', 0)];
    expect(batches).toHaveLength(1);
    release();
    await Promise.all([...first, ...second]);
    expect(batches).toEqual([
      [
        ['a', 2],
        ['b', 1],
      ],
      [
        ['c', 1],
        ['b', 0],
      ],
    ]);
  });

  it('starts a new flush for a write made as soon as the previous write resolved', async () => {
    const flushed: number[] = [];
    const writer = new BatchWriter<string, number>((batch) => {
      flushed.push(batch.get('a') ?? -1);
      return Promise.resolve();
    });
    await writer.write('a', 1);
    await writer.write('a', 2);
    expect(flushed).toEqual([1, 2]);
  }, 2000);

  it('splits a large backlog into batches of at most maxBatch', async () => {
    const sizes: number[] = [];
    const writer = new BatchWriter<number, number>(
      (batch) => {
        sizes.push(batch.size);
        return Promise.resolve();
      },
      { maxBatch: 4 },
    );
    await Promise.all(Array.from({ length: 10 }, (_, i) => writer.write(i, i)));
    expect(sizes).toEqual([4, 4, 2]);
  });

  it('rejects the writes of a failed flush and writes them again later, keeping a newer value written meanwhile', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const flushed: Array<Array<[string, number]>> = [];
    let fail: (error: Error) => void = () => undefined;
    const writer = new BatchWriter<string, number>(
      async (batch) => {
        flushed.push([...batch]);
        if (flushed.length === 1) await new Promise<void>((_resolve, reject) => (fail = reject));
      },
      { retryMs: 1000 },
    );
    const first = Promise.all([writer.write('a', 1), writer.write('b', 1)]);
    await vi.waitFor(() => expect(flushed).toHaveLength(1));
    const newer = writer.write('b', 0);
    fail(new Error('database gone'));
    await expect(first).rejects.toThrow('database gone');
    // Nothing is lost: both keys wait for the retry, 'b' with its newer value.
    expect(writer.size).toBe(2);
    vi.advanceTimersByTime(999);
    expect(flushed).toHaveLength(1);
    vi.advanceTimersByTime(1);
    await newer;
    await writer.drain();
    expect(flushed[1]).toEqual([
      ['b', 0],
      ['a', 1],
    ]);
    expect(writer.size).toBe(0);
  });
});
