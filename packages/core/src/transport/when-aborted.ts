/** A promise that rejects once `signal` aborts: raced against work that may ignore its own signal. */
export function whenAborted(signal: AbortSignal): Promise<never> {
  const p = new Promise<never>((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    else signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
  p.catch(() => undefined); // nobody may be listening any more when it fires
  return p;
}
