// Typed arrays the search index grows as the catalogue does, and the pass numbers that mark
// which query (or lookup) wrote a slot of them, so that no slot needs clearing between passes.

type Typed = Int32Array<ArrayBuffer> | Float64Array<ArrayBuffer> | Uint8Array<ArrayBuffer>;

/** A copy of `array` with `length` slots, its contents kept (the new slots are 0). */
export function resized<T extends Typed>(array: T, length: number): T {
  const next = new (array.constructor as new (length: number) => T)(length);
  next.set(array);
  return next;
}

/** The length to grow `current` slots to for `wanted`: half as large again at least, 1,024 at least. */
export function grownLength(current: number, wanted: number): number {
  return Math.max(wanted, Math.ceil(current * 1.5), 1024);
}

/** `array` itself when it has `wanted` slots, else a copy grown for it. */
export function withRoom<T extends Typed>(array: T, wanted: number): T {
  return array.length >= wanted ? array : resized(array, grownLength(array.length, wanted));
}

/**
 * Numbers for passes over stamped slots: a slot holding the current pass's number was written
 * in this pass. When the numbers run out, `clear` empties the stamps and counting starts again.
 */
export class Passes {
  private current = 0;

  /** `last`: the highest number handed out before starting again (an Int32Array's highest by default). */
  constructor(private readonly last = 0x7ffffffe) {}

  next(clear: () => void): number {
    this.current += 1;
    if (this.current > this.last) {
      clear();
      this.current = 1;
    }
    return this.current;
  }
}
