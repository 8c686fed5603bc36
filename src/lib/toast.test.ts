import { describe, expect, it, vi } from 'vitest';

const calls: string[] = [];
vi.mock('sonner', () => ({
  toast: {
    success: (message: string, options?: { id?: string }) => calls.push(`success:${message}:${options?.id ?? ''}`),
    error: (message: string) => calls.push(`error:${message}`),
    info: (message: string) => calls.push(`info:${message}`),
    warning: (message: string) => calls.push(`warning:${message}`),
  },
}));

describe('toast (sonner loaded with the first toast)', () => {
  it('is not wanted before the first toast, then tells the layout once and delivers every toast in order', async () => {
    const { toast, toasterWanted, onToasterWanted } = await import('./toast');
    const heard = vi.fn();
    const stop = onToasterWanted(heard);
    expect(toasterWanted()).toBe(false);
    toast.error('first');
    toast.success('second', { id: 'form' });
    toast.info('third');
    toast.warning('fourth');
    expect(toasterWanted()).toBe(true);
    expect(heard).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(calls).toHaveLength(4));
    expect(calls).toEqual(['error:first', 'success:second:form', 'info:third', 'warning:fourth']);
    stop();
    toast.success('later');
    await vi.waitFor(() => expect(calls).toHaveLength(5));
    expect(calls.at(-1)).toBe('success:later:');
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('prepareToasts mounts the toaster ahead of a toast without showing one', async () => {
    vi.resetModules();
    calls.length = 0;
    const { prepareToasts, toasterWanted, onToasterWanted } = await import('./toast');
    const heard = vi.fn();
    onToasterWanted(heard);
    expect(toasterWanted()).toBe(false);
    prepareToasts();
    expect(toasterWanted()).toBe(true);
    expect(heard).toHaveBeenCalledTimes(1);
    await import('sonner');
    expect(calls).toEqual([]);
  });
});
