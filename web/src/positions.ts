/**
 * Position conversion between the engine and the editor.
 *
 * HCL (and so the engine) reports 0-based UTF-8 byte offsets; CodeMirror,
 * like every JavaScript string, counts UTF-16 code units. The two agree
 * only for ASCII text: "é" is 2 bytes but 1 unit, "👋" is 4 bytes but 2
 * units. Line/column arithmetic is no way out either, because HCL's
 * columns count grapheme clusters.
 */

/** Number of UTF-8 bytes that encode the code point `cp`. */
function utf8Length(cp: number): number {
  if (cp < 0x80) return 1;
  if (cp < 0x800) return 2;
  if (cp < 0x10000) return 3; // includes lone surrogates, sent as U+FFFD (3 bytes)
  return 4;
}

/**
 * Maps UTF-8 byte offsets in `text` to UTF-16 offsets. Lookups in
 * increasing order cost one pass over the text in total.
 */
export class ByteOffsetMapper {
  private unit = 0; // UTF-16 offset of the scan position
  private byte = 0; // UTF-8 offset of the same position

  constructor(private readonly text: string) {}

  /**
   * The UTF-16 offset of byte offset `byteOffset`. An offset inside a
   * multi-byte character maps to the start of that character; offsets
   * past the end map to the text's length, negative ones to 0.
   */
  toUtf16(byteOffset: number): number {
    if (byteOffset <= 0) return 0;
    if (byteOffset < this.byte) {
      this.unit = 0;
      this.byte = 0;
    }
    const text = this.text;
    while (this.unit < text.length) {
      const cp = text.codePointAt(this.unit) as number;
      const bytes = utf8Length(cp);
      if (this.byte + bytes > byteOffset) break;
      this.byte += bytes;
      this.unit += cp > 0xffff ? 2 : 1;
    }
    return this.unit;
  }
}

/** The UTF-16 offset of a single UTF-8 byte offset in `text`. */
export function byteToUtf16(text: string, byteOffset: number): number {
  return new ByteOffsetMapper(text).toUtf16(byteOffset);
}
