// Streams one zip entry to a plain temporary file, dropping NUL bytes on the way, so DuckDB's
// native CSV reader can parse it. Never holds a whole file in memory.
import { createWriteStream } from 'node:fs';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';
import type { ReleaseEntry } from './release-files.ts';

const DEFLATE64 = 9;

/** Removes `\0` bytes (found in real releases) and counts them and the bytes that went through. */
export class NulStripper extends Transform {
  nulBytes = 0;
  bytes = 0;
  constructor(private readonly onBytes?: (bytes: number) => void) {
    super();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    this.onBytes?.(chunk.length);
    let nul = chunk.indexOf(0);
    if (nul === -1) {
      done(null, chunk);
      return;
    }
    const out = Buffer.allocUnsafe(chunk.length);
    let written = 0;
    let start = 0;
    while (nul !== -1) {
      written += chunk.copy(out, written, start, nul);
      this.nulBytes += 1;
      start = nul + 1;
      nul = chunk.indexOf(0, start);
    }
    written += chunk.copy(out, written, start);
    done(null, out.subarray(0, written));
  }
}

export function assertReadableCompression(entry: ReleaseEntry): void {
  if (entry.compressionMethod === DEFLATE64) {
    throw new Error(
      `O arquivo ${entry.zipName} (${entry.entryName}) usa compressão Deflate64, que o importador não lê. ` +
        `Recompacte-o com compressão Deflate comum, por exemplo: "unzip ${entry.zipName} && zip -9 novo.zip ${entry.entryName}" ` +
        `ou "7z x ${entry.zipName} && 7z a -tzip -mm=Deflate novo.zip ${entry.entryName}".`,
    );
  }
  if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8) {
    throw new Error(
      `O arquivo ${entry.zipName} (${entry.entryName}) usa um método de compressão não suportado (${entry.compressionMethod}). ` +
        'Recompacte-o com compressão Deflate comum (zip ou 7z).',
    );
  }
}

function openEntryStream(entry: ReleaseEntry): Promise<NodeJS.ReadableStream> {
  return new Promise((resolve, reject) => {
    yauzl.open(entry.zipPath, { lazyEntries: true, autoClose: true }, (openError, zip) => {
      if (openError || !zip) {
        reject(new Error(`Não foi possível abrir ${entry.zipName}: ${openError?.message ?? 'zip inválido'}`));
        return;
      }
      let found = false;
      zip.on('entry', (zipEntry: yauzl.Entry) => {
        if (zipEntry.fileName !== entry.entryName) {
          zip.readEntry();
          return;
        }
        found = true;
        zip.openReadStream(zipEntry, (streamError, stream) => {
          if (streamError || !stream) {
            reject(
              new Error(`Não foi possível ler ${entry.zipName}/${entry.entryName}: ${streamError?.message}`),
            );
            zip.close();
            return;
          }
          stream.on('end', () => zip.close());
          resolve(stream);
        });
      });
      zip.on('end', () => {
        if (!found) reject(new Error(`Arquivo ${entry.entryName} não encontrado em ${entry.zipName}`));
      });
      zip.on('error', (error: Error) =>
        reject(new Error(`Zip corrompido ${entry.zipName}: ${error.message}`)),
      );
      zip.readEntry();
    });
  });
}

/** Decompresses `entry` into `target`; returns the NUL bytes removed and the bytes written. */
export async function extractEntry(
  entry: ReleaseEntry,
  target: string,
  onBytes?: (bytes: number) => void,
): Promise<{ nulBytes: number; bytes: number }> {
  assertReadableCompression(entry);
  const source = await openEntryStream(entry);
  const stripper = new NulStripper(onBytes);
  try {
    await pipeline(source, stripper, createWriteStream(target, { highWaterMark: 1 << 20 }));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Falha ao descompactar ${entry.zipName}/${entry.entryName}: ${reason}`);
  }
  return { nulBytes: stripper.nulBytes, bytes: stripper.bytes };
}
