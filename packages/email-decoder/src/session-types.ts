/** Shortest time the wait text shows, and how long a message stays, as the original does. */
export const WAIT_MS = 3000;

/** The page's decoder: the contacts still encoded, and the one decode at a time that a click starts. */
export interface DecodeSession {
  /** Every contact still encoded on the page, and its encoded string. */
  readonly contacts: Map<HTMLElement, string>;
  /** Decodes every contact still encoded, showing the popup for the one clicked (`from`). */
  decode(from: HTMLElement, clicked: string): void;
  /** Fetches the decoding's code ahead of the first click. */
  prefetch(): void;
}
