// A small streaming multipart/form-data reader: text fields are collected (bounded), the first
// file part is handed to `onFile` chunk by chunk, never held whole in memory.

export interface PartHeaders {
  name: string | null;
  filename: string | null;
  contentType: string | null;
}

export interface FileSink {
  write(chunk: Buffer): Promise<void>;
  end(): Promise<void>;
}

export class MultipartError extends Error {}

const MAX_HEADER_BYTES = 16 * 1024;
const MAX_FIELD_BYTES = 64 * 1024;
const MAX_PARTS = 20;

export function boundaryOf(contentType: string): string | null {
  const m = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  return m ? (m[1] ?? m[2] ?? '').trim() || null : null;
}

function parseHeaders(text: string): PartHeaders {
  const h: PartHeaders = { name: null, filename: null, contentType: null };
  for (const line of text.split('\r\n')) {
    const i = line.indexOf(':');
    if (i < 0) continue;
    const key = line.slice(0, i).trim().toLowerCase();
    const value = line.slice(i + 1).trim();
    if (key === 'content-disposition') {
      const name = /(?:^|;)\s*name="((?:[^"\\]|\\.)*)"/i.exec(value);
      const filename = /(?:^|;)\s*filename="((?:[^"\\]|\\.)*)"/i.exec(value);
      h.name = name ? (name[1] ?? '') : null;
      h.filename = filename ? (filename[1] ?? '') : null;
    } else if (key === 'content-type') {
      h.contentType = value;
    }
  }
  return h;
}

/**
 * Reads the body. `onFile(headers)` is called for the first part with a filename and returns the sink
 * its bytes go to; later file parts are rejected. Returns the text fields.
 */
export async function readMultipart(
  body: AsyncIterable<Buffer>,
  boundary: string,
  onFile: (h: PartHeaders) => Promise<FileSink>,
): Promise<{ fields: Record<string, string>; sawFile: boolean }> {
  const delim = Buffer.from(`\r\n--${boundary}`);
  const fields: Record<string, string> = {};
  let buf: Buffer = Buffer.from('\r\n'); // so the first boundary matches `\r\n--boundary` too
  type State = 'preamble' | 'afterBoundary' | 'headers' | 'body' | 'done';
  let state = 'preamble' as State;
  let part: PartHeaders | null = null;
  let sink: FileSink | null = null;
  let fieldChunks: Buffer[] = [];
  let fieldSize = 0;
  let parts = 0;
  let sawFile = false;

  const emit = async (data: Buffer) => {
    if (data.length === 0) return;
    if (sink) await sink.write(data);
    else if (part) {
      fieldSize += data.length;
      if (fieldSize > MAX_FIELD_BYTES) throw new MultipartError('form field too large');
      fieldChunks.push(data);
    }
  };

  const finishPart = async () => {
    if (sink) await sink.end();
    else if (part?.name !== null && part?.name !== undefined) fields[part.name] = Buffer.concat(fieldChunks).toString('utf8');
    sink = null;
    part = null;
    fieldChunks = [];
    fieldSize = 0;
  };

  const step = async (): Promise<boolean> => {
    switch (state) {
      case 'preamble': {
        const i = buf.indexOf(delim);
        if (i < 0) {
          if (buf.length > MAX_HEADER_BYTES) throw new MultipartError('missing multipart boundary');
          return false;
        }
        buf = buf.subarray(i + delim.length);
        state = 'afterBoundary';
        return true;
      }
      case 'afterBoundary': {
        if (buf.length < 2) return false;
        if (buf[0] === 0x2d && buf[1] === 0x2d) {
          state = 'done';
          return false;
        }
        // transport padding then CRLF
        const nl = buf.indexOf('\r\n');
        if (nl < 0) {
          if (buf.length > 256) throw new MultipartError('malformed multipart boundary line');
          return false;
        }
        buf = buf.subarray(nl + 2);
        state = 'headers';
        return true;
      }
      case 'headers': {
        const end = buf.indexOf('\r\n\r\n');
        if (end < 0) {
          if (buf.length > MAX_HEADER_BYTES) throw new MultipartError('multipart part headers too large');
          return false;
        }
        if (++parts > MAX_PARTS) throw new MultipartError('too many multipart parts');
        part = parseHeaders(buf.subarray(0, end).toString('utf8'));
        buf = buf.subarray(end + 4);
        if (part.filename !== null) {
          if (sawFile) throw new MultipartError('only one file per upload');
          sawFile = true;
          sink = await onFile(part);
        }
        state = 'body';
        return true;
      }
      case 'body': {
        const i = buf.indexOf(delim);
        if (i >= 0) {
          await emit(buf.subarray(0, i));
          buf = buf.subarray(i + delim.length);
          await finishPart();
          state = 'afterBoundary';
          return true;
        }
        // keep a tail that may hold the start of the delimiter
        const safe = buf.length - delim.length;
        if (safe > 0) {
          await emit(buf.subarray(0, safe));
          buf = Buffer.from(buf.subarray(safe));
        }
        return false;
      }
      default:
        return false;
    }
  };

  for await (const chunk of body) {
    if (state === 'done') continue; // epilogue
    buf = buf.length ? Buffer.concat([buf, chunk]) : chunk;
    while (await step()) {
      /* keep parsing */
    }
  }
  if (state !== 'done') throw new MultipartError('unexpected end of multipart body');
  return { fields, sawFile };
}
