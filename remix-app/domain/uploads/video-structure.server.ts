import fsp from "node:fs/promises";

/**
 * Whether an uploaded video file is a well-formed container with a video track, read past the
 * signature that typed it (docs/decisions/067-video-structure-walk.md). MP4 (ISO BMFF): the
 * top-level boxes chain exactly to the end of the file, `ftyp` first, a `moov` with a `trak`
 * whose `mdia/hdlr` handler is `vide`, and media data (`mdat`). WebM (EBML): an EBML header of
 * DocType "webm", then one Segment whose Tracks hold a TrackEntry of TrackType 1 (video) with a
 * codec, followed by at least one Cluster. Sizes are checked against the file at every level
 * read, so a signature glued onto other bytes, or a file cut short, is refused.
 */

export type VideoContainer = "mp4" | "webm";

/** The parts read into memory (moov, EBML header, Tracks) are small in any real file. */
const MAX_HEADER_BYTES = 16 * 1024 * 1024;

class Malformed extends Error {}

interface Reader {
  size: number;
  read(position: number, length: number): Promise<Buffer>;
}

async function openReader(file: string): Promise<{ reader: Reader; close: () => Promise<void> }> {
  const handle = await fsp.open(file, "r");
  const { size } = await handle.stat();
  return {
    reader: {
      size,
      async read(position, length) {
        if (position < 0 || length < 0 || position + length > size) throw new Malformed("read past the end");
        const buffer = Buffer.alloc(length);
        const { bytesRead } = await handle.read(buffer, 0, length, position);
        if (bytesRead !== length) throw new Malformed("short read");
        return buffer;
      },
    },
    close: () => handle.close(),
  };
}

// ───────────── ISO BMFF (MP4) ─────────────

interface Box {
  type: string;
  /** Where the payload starts and ends (absolute offsets). */
  start: number;
  end: number;
}

const BOX_TYPE = /^[\x20-\x7e]{4}$/;

/** The boxes in [from, to) of a buffer (payloads of moov and its children), each inside its parent. */
function boxesIn(buf: Buffer, from: number, to: number): Box[] {
  const boxes: Box[] = [];
  let pos = from;
  while (pos < to) {
    if (to - pos < 8) throw new Malformed("box header cut short");
    let size = buf.readUInt32BE(pos);
    const type = buf.toString("latin1", pos + 4, pos + 8);
    if (!BOX_TYPE.test(type)) throw new Malformed("box type is not text");
    let header = 8;
    if (size === 1) {
      if (to - pos < 16) throw new Malformed("large size cut short");
      const large = buf.readBigUInt64BE(pos + 8);
      if (large > BigInt(to - pos)) throw new Malformed("box past its parent");
      size = Number(large);
      header = 16;
    } else if (size === 0) {
      size = to - pos;
    }
    if (size < header || pos + size > to) throw new Malformed("box past its parent");
    boxes.push({ type, start: pos + header, end: pos + size });
    pos += size;
  }
  return boxes;
}

/** The top-level boxes of the file, chained header to header without reading payloads. */
async function topLevelBoxes(reader: Reader): Promise<Box[]> {
  const boxes: Box[] = [];
  let pos = 0;
  while (pos < reader.size) {
    const remaining = reader.size - pos;
    if (remaining < 8) throw new Malformed("trailing bytes after the last box");
    const head = await reader.read(pos, Math.min(16, remaining));
    let size = head.readUInt32BE(0);
    const type = head.toString("latin1", 4, 8);
    if (!BOX_TYPE.test(type)) throw new Malformed("box type is not text");
    let header = 8;
    if (size === 1) {
      if (head.length < 16) throw new Malformed("large size cut short");
      const large = head.readBigUInt64BE(8);
      if (large > BigInt(remaining)) throw new Malformed("box past the end of the file");
      size = Number(large);
      header = 16;
    } else if (size === 0) {
      size = remaining;
    }
    if (size < header || size > remaining) throw new Malformed("box past the end of the file");
    boxes.push({ type, start: pos + header, end: pos + size });
    pos += size;
  }
  return boxes;
}

async function isMp4WithVideo(reader: Reader): Promise<boolean> {
  const boxes = await topLevelBoxes(reader);
  if (boxes[0]?.type !== "ftyp") return false;
  const moov = boxes.filter((b) => b.type === "moov");
  if (moov.length !== 1 || !boxes.some((b) => b.type === "mdat" && b.end > b.start)) return false;
  const length = moov[0].end - moov[0].start;
  if (length > MAX_HEADER_BYTES) return false;
  const buf = await reader.read(moov[0].start, length);
  const child = (boxes: Box[], type: string) => boxes.filter((b) => b.type === type);
  const moovChildren = boxesIn(buf, 0, buf.length);
  if (child(moovChildren, "mvhd").length !== 1) return false;
  for (const trak of child(moovChildren, "trak")) {
    const trakChildren = boxesIn(buf, trak.start, trak.end);
    if (child(trakChildren, "tkhd").length !== 1) continue;
    for (const mdia of child(trakChildren, "mdia")) {
      const mdiaChildren = boxesIn(buf, mdia.start, mdia.end);
      const hdlr = child(mdiaChildren, "hdlr")[0];
      // hdlr: version and flags (4), pre_defined (4), handler_type (4), …
      if (!hdlr || hdlr.end - hdlr.start < 12 || child(mdiaChildren, "mdhd").length !== 1) continue;
      if (buf.toString("latin1", hdlr.start + 8, hdlr.start + 12) === "vide" && child(mdiaChildren, "minf").length === 1) return true;
    }
  }
  return false;
}

// ───────────── EBML (WebM) ─────────────

const EBML_HEADER = 0x1a45dfa3;
const DOC_TYPE = 0x4282;
const SEGMENT = 0x18538067;
const TRACKS = 0x1654ae6b;
const TRACK_ENTRY = 0xae;
const TRACK_TYPE = 0x83;
const CODEC_ID = 0x86;
const CLUSTER = 0x1f43b675;
const VIDEO_TRACK = 1;

interface Element {
  id: number;
  /** Null: unknown size (live-recorded files leave the Segment and Clusters open). */
  size: number | null;
  dataStart: number;
}

/** A variable-length integer at `pos` of `buf`: its length and value (the ID keeps its marker bits, a size does not). */
function vint(buf: Buffer, pos: number, keepMarker: boolean, maxLength: number): { length: number; value: number; allOnes: boolean } {
  if (pos >= buf.length) throw new Malformed("element cut short");
  const first = buf[pos];
  let length = 1;
  while (length <= maxLength && !(first & (0x80 >> (length - 1)))) length++;
  if (length > maxLength) throw new Malformed("bad variable-length integer");
  if (pos + length > buf.length) throw new Malformed("element cut short");
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = (first & (0xff >> length)) === 0xff >> length;
  for (let i = 1; i < length; i++) {
    value = value * 256 + buf[pos + i];
    if (buf[pos + i] !== 0xff) allOnes = false;
  }
  return { length, value, allOnes };
}

/** The element header at `pos` of `buf` (which starts at absolute offset `base`). */
function elementAt(buf: Buffer, pos: number, base: number): Element & { headerLength: number } {
  const id = vint(buf, pos, true, 4);
  const size = vint(buf, pos + id.length, false, 8);
  const headerLength = id.length + size.length;
  return { id: id.value, size: size.allOnes ? null : size.value, dataStart: base + pos + headerLength, headerLength };
}

/** The children of a fully read element's data, each inside it. */
function childrenOf(buf: Buffer, from: number, to: number): Array<Element & { size: number }> {
  const out: Array<Element & { size: number }> = [];
  let pos = from;
  while (pos < to) {
    const el = elementAt(buf, pos, 0);
    if (el.size === null || el.dataStart + el.size > to) throw new Malformed("element past its parent");
    out.push({ ...el, size: el.size });
    pos = el.dataStart + el.size;
  }
  return out;
}

async function headerAt(reader: Reader, pos: number): Promise<Element & { headerLength: number }> {
  const head = await reader.read(pos, Math.min(12, reader.size - pos));
  return elementAt(head, 0, pos);
}

function hasVideoTrack(tracks: Buffer): boolean {
  for (const entry of childrenOf(tracks, 0, tracks.length)) {
    if (entry.id !== TRACK_ENTRY) continue;
    const fields = childrenOf(tracks, entry.dataStart, entry.dataStart + entry.size);
    const type = fields.find((f) => f.id === TRACK_TYPE);
    const codec = fields.find((f) => f.id === CODEC_ID);
    if (!type || !codec || type.size < 1 || type.size > 6 || codec.size < 1) continue;
    const trackType = tracks.readUIntBE(type.dataStart, type.size);
    if (trackType === VIDEO_TRACK && /^V_[A-Z0-9/_]+$/.test(tracks.toString("latin1", codec.dataStart, codec.dataStart + codec.size))) return true;
  }
  return false;
}

async function isWebmWithVideo(reader: Reader): Promise<boolean> {
  const header = await headerAt(reader, 0);
  if (header.id !== EBML_HEADER || header.size === null || header.dataStart + header.size > reader.size || header.size > 4096) return false;
  const headerData = await reader.read(header.dataStart, header.size);
  const docType = childrenOf(headerData, 0, headerData.length).find((e) => e.id === DOC_TYPE);
  if (!docType || headerData.toString("latin1", docType.dataStart, docType.dataStart + docType.size) !== "webm") return false;

  const segment = await headerAt(reader, header.dataStart + header.size);
  if (segment.id !== SEGMENT) return false;
  const segmentEnd = segment.size === null ? reader.size : segment.dataStart + segment.size;
  if (segmentEnd > reader.size) return false;
  let video = false;
  let pos = segment.dataStart;
  while (pos < segmentEnd) {
    const el = await headerAt(reader, pos);
    if (el.id === CLUSTER) return video; // media data, after the tracks that describe it
    if (el.size === null || el.dataStart + el.size > segmentEnd) return false;
    if (el.id === TRACKS) {
      if (el.size > MAX_HEADER_BYTES) return false;
      video = hasVideoTrack(await reader.read(el.dataStart, el.size));
    }
    pos = el.dataStart + el.size;
  }
  return false; // no media data at all
}

/** True when the file is the container its signature named, whole, with a video track. */
export async function hasVideoStructure(file: string, container: VideoContainer): Promise<boolean> {
  const { reader, close } = await openReader(file);
  try {
    return container === "mp4" ? await isMp4WithVideo(reader) : await isWebmWithVideo(reader);
  } catch (e) {
    if (e instanceof Malformed || e instanceof RangeError) return false;
    throw e;
  } finally {
    await close();
  }
}
