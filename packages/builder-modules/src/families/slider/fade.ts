/**
 * The simple slider's cross-fade, on opacity only (compositor work, no layout): the entering slide is shown under
 * the leaving one, which fades out on top while the entering one fades in, as Divi does (leaving slide z-index 2,
 * the others 1). With `duration` 0 the change is immediate. Resolves when both are done.
 */
export async function crossFade(leaving: HTMLElement, entering: HTMLElement, duration: number): Promise<void> {
  leaving.style.zIndex = '2';
  entering.style.zIndex = '1';
  entering.style.display = 'block';
  leaving.style.display = 'block';
  if (duration > 0 && typeof entering.animate === 'function') {
    const timing = { duration, easing: 'ease-in-out' };
    await Promise.all([
      entering.animate([{ opacity: 0 }, { opacity: 1 }], timing).finished,
      leaving.animate([{ opacity: 1 }, { opacity: 0 }], timing).finished,
    ]).catch(() => undefined);
  }
  leaving.style.display = 'none';
  leaving.style.zIndex = '';
}
