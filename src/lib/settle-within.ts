/** Resolves when `work` settles or after `waitMs` milliseconds, whichever comes first; never rejects. */
export async function settleWithin(work: Promise<unknown>, waitMs: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs);
  });
  try {
    await Promise.race([work.then(() => undefined, () => undefined), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
