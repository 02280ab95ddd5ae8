/**
 * Remembers attributes of elements before a mount writes them, and puts them back on cleanup (a module that is
 * removed or re-mounted is left as the server printed it).
 */
export function keepAttributes(elements: readonly Element[], names: readonly string[]): () => void {
  const saved = elements.map((el) => ({ el, values: names.map((name) => el.getAttribute(name)) }));
  return () => {
    for (const { el, values } of saved) {
      names.forEach((name, i) => {
        const value = values[i];
        if (value === null) el.removeAttribute(name);
        else el.setAttribute(name, value);
      });
    }
  };
}
