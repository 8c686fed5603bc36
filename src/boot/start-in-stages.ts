/** Resolves in a new task (a macrotask), so the work before and after it are separate tasks on the main thread. */
export function nextTask(): Promise<void> {
  return new Promise((resume) => setTimeout(resume, 0));
}

/**
 * Loads each stage in order, yielding the main thread between them, then runs `finish`. A stage is a dynamic import:
 * its module (and whatever it imports that is not evaluated yet) is evaluated when it resolves, so each stage's
 * evaluation is its own task. A stage that fails to load rejects the whole start, as a failed static import would.
 */
export async function startInStages(stages: ReadonlyArray<() => Promise<unknown>>, finish: () => Promise<void>): Promise<void> {
  for (const stage of stages) {
    await stage();
    await nextTask();
  }
  await finish();
}
