import type { IsoTime, Queryable } from '../../db/database';
import type { ImageMime } from './image-type';

export type UploadPurpose = 'deposit' | 'kyc' | 'chat';

export interface FileRow {
  id: string;
  user_id: number;
  purpose: UploadPurpose;
  mime: ImageMime;
  size: number;
  path: string;
}

export async function insertFile(db: Queryable, file: FileRow & { createdAt: IsoTime }): Promise<void> {
  await db.query('INSERT INTO files (id, user_id, purpose, mime, size, path, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
    file.id,
    file.user_id,
    file.purpose,
    file.mime,
    file.size,
    file.path,
    file.createdAt,
  ]);
}

export async function findFile(db: Queryable, id: string): Promise<FileRow | null> {
  const rows = await db.query<FileRow>('SELECT id, user_id, purpose, mime, size, path FROM files WHERE id = $1', [id]);
  return rows[0] ?? null;
}
