import { randomBytes } from 'node:crypto';
import type { UploadedFile } from '@h5/shared/contract';
import { isoTime, type Database, type Queryable } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../plugins/envelope';
import type { IncomingFile } from '../../plugins/multipart';
import { imageTypeOf, type ImageMime } from './image-type';
import { findFile, insertFile, type UploadPurpose } from './queries';
import type { FileStore } from './storage';

/** Where images are kept: a private folder. */
export { createFileStore } from './storage';
export { imageTypeOf, type ImageMime } from './image-type';

/** Ids are random (128 bits): knowing one's own file id tells nothing about anyone else's. */
const newFileId = () => randomBytes(16).toString('hex');
const FILE_ID_RE = /^[0-9a-f]{32}$/;

export interface StoredImage {
  mime: ImageMime;
  bytes: Buffer;
}

export interface UploadService {
  /** Keeps an image (PNG, JPEG or WebP by its bytes) of the user's for one purpose. */
  store(userId: number, purpose: UploadPurpose, file: IncomingFile | null): Promise<UploadedFile>;
  /** One of the user's own images; null for an unknown id or anyone else's. */
  openOwn(userId: number, id: string): Promise<StoredImage | null>;
  /** Any image, for reviewers (the ops endpoints). */
  open(id: string): Promise<StoredImage | null>;
  /** Refuses unless `id` is one of the user's own files uploaded for `purpose`. */
  requireOwn(db: Queryable, userId: number, id: string, purpose: UploadPurpose): Promise<void>;
}

const fileUnknown = () => new AppError('upload.fileUnknown');

export function createUploadService(db: Database, clock: Clock, store: FileStore): UploadService {
  /** A file row; an id that cannot be one is not looked up at all. */
  const lookup = async (from: Queryable, id: string) => (FILE_ID_RE.test(id) ? findFile(from, id) : null);
  const readImage = async (row: { mime: ImageMime; path: string }) => ({ mime: row.mime, bytes: await store.read(row.path) });

  return {
    async store(userId, purpose, file) {
      if (!file) throw new AppError('upload.fileRequired');
      const mime = imageTypeOf(file.bytes);
      if (!mime) throw new AppError('upload.notImage', 415);
      const id = newFileId();
      const row = { id, user_id: userId, purpose, mime, size: file.bytes.length, path: `${purpose}/${id}` };
      await store.save(row.path, file.bytes);
      try {
        await insertFile(db, { ...row, createdAt: isoTime(clock.now()) });
      } catch (error) {
        await store.remove(row.path);
        throw error;
      }
      return { id, mime, size: row.size };
    },

    async openOwn(userId, id) {
      const row = await lookup(db, id);
      return row && row.user_id === userId ? readImage(row) : null;
    },

    async open(id) {
      const row = await lookup(db, id);
      return row ? readImage(row) : null;
    },

    async requireOwn(tx, userId, id, purpose) {
      const row = await lookup(tx, id);
      if (!row || row.user_id !== userId || row.purpose !== purpose) throw fileUnknown();
    },
  };
}
