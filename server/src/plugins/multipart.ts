import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './envelope';

/** The form field a file travels in (the shared API client's `upload`). */
const FILE_FIELD = 'file';

/** A file as it arrived: only its bytes, since neither its name nor its declared type can be trusted. */
export interface IncomingFile {
  bytes: Buffer;
}

export interface MultipartBody {
  fields: Record<string, string>;
  file: IncomingFile | null;
}

/** Multipart bodies, one file of at most `maxBytes` and a few short text fields. */
export async function installMultipart(app: FastifyInstance, maxBytes: number): Promise<void> {
  await app.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 1024, parts: 11 } });
}

/**
 * The text fields and the file of a multipart body, read whole (the file size is capped).
 * A body of another type gives its fields and no file, so the caller can say what is missing.
 */
export async function readMultipart(request: FastifyRequest): Promise<MultipartBody> {
  if (!request.isMultipart()) return { fields: (request.body ?? {}) as Record<string, string>, file: null };
  const body: MultipartBody = { fields: {}, file: null };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') body.fields[part.fieldname] = String(part.value);
      else if (part.fieldname === FILE_FIELD) body.file = { bytes: await part.toBuffer() };
      else part.file.resume();
    }
  } catch (error) {
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) throw new AppError('upload.tooLarge', 413);
    // The plugin's own refusals carry their status (too many parts 413, a prototype name 400).
    if (typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
    // The rest is the parser's word on the body it was given: no boundary, cut off before the
    // closing boundary, a malformed part header.
    request.log.info({ err: error }, 'malformed multipart body');
    throw new AppError('upload.malformed');
  }
  return body;
}
