// A one-entry zip written as a stream: local header, raw deflate data, data descriptor, central
// directory (ZIP64 records when sizes or offsets pass 4 GiB). CRC-32 is zlib's native one, and the
// deflater runs on libuv's thread pool while the caller builds the next chunk.

import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import { constants, crc32, createDeflateRaw, type DeflateRaw, type ZlibOptions } from 'node:zlib';

/** Low deflate level: the release is rewritten often, and level 1 costs half the time of 6. */
export const DEFLATE_LEVEL = 1;
/** Uncompressed bytes the deflater may hold queued before `write` asks the caller to wait. */
const QUEUE_BYTES = 1024 * 1024;
const MAX32 = 0xffffffff;
const FLAG_DATA_DESCRIPTOR = 0x0008;
const METHOD_DEFLATE = 8;
const MADE_BY_UNIX = 3 << 8;

export type ZipEntryOptions = {
  /** Name of the file inside the zip (ASCII). */
  name: string;
  /** Modification time, written as DOS date and time fields (no time zone). */
  date: [year: number, month: number, day: number, hour: number];
  /** Unix mode of the entry. */
  mode?: number;
  /** Writes the ZIP64 records even for small entries (tests). */
  forceZip64?: boolean;
};

export class ZipEntryWriter {
  private readonly file: WriteStream;
  private readonly deflate: DeflateRaw;
  private readonly name: Buffer;
  private readonly dosTime: number;
  private readonly dosDate: number;
  private crc = 0;
  private size = 0;
  private compressed = 0;
  private readonly headerBytes: number;
  /** The first stream error, surfaced by the next `write` or `end`. */
  private failure: Error | null = null;

  constructor(
    path: string,
    private readonly options: ZipEntryOptions,
  ) {
    this.name = Buffer.from(options.name, 'ascii');
    const [year, month, day, hour] = options.date;
    this.dosTime = hour << 11;
    this.dosDate = ((year - 1980) << 9) | (month << 5) | day;
    this.file = createWriteStream(path, { highWaterMark: 1024 * 1024 });
    // zlib streams pass the Transform options on (the queue size is not in ZlibOptions' type).
    const deflateOptions: ZlibOptions & { writableHighWaterMark: number } = {
      level: DEFLATE_LEVEL,
      memLevel: 9,
      chunkSize: 64 * 1024,
      writableHighWaterMark: QUEUE_BYTES,
      flush: constants.Z_NO_FLUSH,
    };
    this.deflate = createDeflateRaw(deflateOptions);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(45, 4);
    header.writeUInt16LE(FLAG_DATA_DESCRIPTOR, 6);
    header.writeUInt16LE(METHOD_DEFLATE, 8);
    header.writeUInt16LE(this.dosTime, 10);
    header.writeUInt16LE(this.dosDate, 12);
    header.writeUInt16LE(this.name.length, 26);
    this.file.write(header);
    this.file.write(this.name);
    this.headerBytes = header.length + this.name.length;
    const fail = (error: Error) => {
      this.failure ??= error;
    };
    this.file.on('error', fail);
    this.deflate.on('error', fail);
    this.deflate.on('data', (data: Buffer) => {
      this.compressed += data.length;
      if (!this.file.write(data)) {
        this.deflate.pause();
        this.file.once('drain', () => this.deflate.resume());
      }
    });
  }

  /** Queues a chunk; resolves at once unless the deflater's queue is full (back-pressure). */
  write(chunk: Buffer): Promise<void> | null {
    if (this.failure) throw this.failure;
    this.crc = crc32(chunk, this.crc);
    this.size += chunk.length;
    return this.deflate.write(chunk) ? null : once(this.deflate, 'drain').then(() => undefined);
  }

  /** Finishes the deflate stream and writes the descriptor and central directory; returns the file size. */
  async end(): Promise<number> {
    if (this.failure) throw this.failure;
    const ended = once(this.deflate, 'end');
    this.deflate.end();
    await ended;
    const zip64 = this.options.forceZip64 === true || this.size >= MAX32 || this.compressed >= MAX32;
    const descriptor = Buffer.alloc(zip64 ? 24 : 16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(this.crc, 4);
    if (zip64) {
      descriptor.writeBigUInt64LE(BigInt(this.compressed), 8);
      descriptor.writeBigUInt64LE(BigInt(this.size), 16);
    } else {
      descriptor.writeUInt32LE(this.compressed, 8);
      descriptor.writeUInt32LE(this.size, 12);
    }
    const directoryOffset = this.headerBytes + this.compressed + descriptor.length;
    const central = this.centralDirectory(zip64);
    const end = this.endRecords(zip64 || directoryOffset >= MAX32, directoryOffset, central.length);
    this.file.write(descriptor);
    this.file.write(central);
    const closed = once(this.file, 'close');
    this.file.end(end);
    await closed;
    if (this.failure) throw this.failure;
    return directoryOffset + central.length + end.length;
  }

  private centralDirectory(zip64: boolean): Buffer {
    const extra = zip64 ? 20 : 0;
    const out = Buffer.alloc(46 + this.name.length + extra);
    out.writeUInt32LE(0x02014b50, 0);
    out.writeUInt16LE(MADE_BY_UNIX | 45, 4);
    out.writeUInt16LE(45, 6);
    out.writeUInt16LE(FLAG_DATA_DESCRIPTOR, 8);
    out.writeUInt16LE(METHOD_DEFLATE, 10);
    out.writeUInt16LE(this.dosTime, 12);
    out.writeUInt16LE(this.dosDate, 14);
    out.writeUInt32LE(this.crc, 16);
    out.writeUInt32LE(zip64 ? MAX32 : this.compressed, 20);
    out.writeUInt32LE(zip64 ? MAX32 : this.size, 24);
    out.writeUInt16LE(this.name.length, 28);
    out.writeUInt16LE(extra, 30);
    out.writeUInt32LE(((this.options.mode ?? 0o100644) << 16) >>> 0, 38);
    this.name.copy(out, 46);
    if (zip64) {
      // ZIP64 extended information: original size, then compressed size (the local header is at 0).
      const at = 46 + this.name.length;
      out.writeUInt16LE(0x0001, at);
      out.writeUInt16LE(16, at + 2);
      out.writeBigUInt64LE(BigInt(this.size), at + 4);
      out.writeBigUInt64LE(BigInt(this.compressed), at + 12);
    }
    return out;
  }

  private endRecords(zip64: boolean, directoryOffset: number, directorySize: number): Buffer {
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(1, 8);
    end.writeUInt16LE(1, 10);
    end.writeUInt32LE(directorySize, 12);
    end.writeUInt32LE(zip64 ? MAX32 : directoryOffset, 16);
    if (!zip64) return end;
    const record = Buffer.alloc(56);
    record.writeUInt32LE(0x06064b50, 0);
    record.writeBigUInt64LE(44n, 4);
    record.writeUInt16LE(MADE_BY_UNIX | 45, 12);
    record.writeUInt16LE(45, 14);
    record.writeBigUInt64LE(1n, 24);
    record.writeBigUInt64LE(1n, 32);
    record.writeBigUInt64LE(BigInt(directorySize), 40);
    record.writeBigUInt64LE(BigInt(directoryOffset), 48);
    const locator = Buffer.alloc(20);
    locator.writeUInt32LE(0x07064b50, 0);
    locator.writeBigUInt64LE(BigInt(directoryOffset + directorySize), 8);
    locator.writeUInt32LE(1, 16);
    return Buffer.concat([record, locator, end]);
  }
}
