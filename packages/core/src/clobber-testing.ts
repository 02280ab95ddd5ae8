import { docCreate, docProp } from './clobber';

/**
 * What a post's `<img name="body">` (or `<object id="referrer">` ...) does to `document` in a browser, for test
 * environments that lack named properties: each member becomes an own property of the document holding such an
 * element (added to the body). Returns the undo.
 * @example const undo = shadowDocumentMembers(['body', 'referrer']); ...; undo();
 */
export function shadowDocumentMembers(names: ReadonlyArray<keyof Document>, doc: Document = document): () => void {
  const body = docProp('body', doc);
  const shadows = names.map((name) => {
    const img = Object.assign(docCreate('img', doc), { alt: '' });
    img.setAttribute('name', name);
    body.append(img);
    Object.defineProperty(doc, name, { configurable: true, value: img });
    return img;
  });
  return () => {
    for (const name of names) delete (doc as unknown as Record<string, unknown>)[name];
    for (const img of shadows) img.remove();
  };
}
