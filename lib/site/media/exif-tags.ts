// The tags of an EXIF block (as sharp's metadata().exif gives it): which IFD holds which tag, so a
// check can say "this photo carries GPS coordinates" without a library. Reads IFD0, the Exif IFD
// and the GPS IFD; no values. No I/O.

/** Tags by IFD: `{ ifd0: [0x010f, 0x0112, …], exif: […], gps: […] }`. Empty for no block, or one it cannot read. */
export function exifTags(exif: Uint8Array | undefined): { ifd0: number[]; exif: number[]; gps: number[] } {
  const out = { ifd0: [] as number[], exif: [] as number[], gps: [] as number[] };
  if (!exif || exif.length < 14) return out;
  let b = Buffer.from(exif.buffer, exif.byteOffset, exif.byteLength);
  if (b.toString("latin1", 0, 6) === "Exif\0\0") b = b.subarray(6);
  const order = b.toString("latin1", 0, 2);
  if (order !== "II" && order !== "MM") return out;
  const le = order === "II";
  const u16 = (o: number) => (le ? b.readUInt16LE(o) : b.readUInt16BE(o));
  const u32 = (o: number) => (le ? b.readUInt32LE(o) : b.readUInt32BE(o));
  const seen = new Set<number>();
  const walk = (offset: number, into: number[]) => {
    if (seen.has(offset) || offset + 2 > b.length) return;
    seen.add(offset);
    const count = u16(offset);
    for (let i = 0; i < count; i++) {
      const entry = offset + 2 + i * 12;
      if (entry + 12 > b.length) return;
      const tag = u16(entry);
      into.push(tag);
      if (tag === 0x8769) walk(u32(entry + 8), out.exif);
      if (tag === 0x8825) walk(u32(entry + 8), out.gps);
    }
  };
  try {
    walk(u32(4), out.ifd0);
  } catch {
    // A block cut short: what was read so far stands.
  }
  return out;
}

/** Whether an EXIF block carries GPS coordinates (a GPS IFD with any tag in it). */
export function carriesGps(exif: Uint8Array | undefined): boolean {
  return exifTags(exif).gps.length > 0;
}
