/**
 * UTF-16 (editor) ↔ UTF-8 byte (engine) offsets in one text. The engine
 * to editor direction is positions.ts's ByteOffsetMapper; this adds the
 * other one.
 */
export { byteToUtf16, ByteOffsetMapper } from "../positions";

/** The UTF-8 byte offset of UTF-16 offset `unit` in `text`. */
export function utf16ToByte(text: string, unit: number): number {
  let bytes = 0;
  const end = Math.min(unit, text.length);
  for (let i = 0; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < end) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4;
        i++;
        continue;
      }
      bytes += 3;
    } else bytes += 3;
  }
  return bytes;
}
