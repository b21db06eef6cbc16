// The file store of this instance: an S3-compatible bucket when S3_URL is set, otherwise the
// data folder (DATA_DIR/files). Routes hand `app.files` to the services that keep files.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DiskFileStore } from '../services/files/disk-store';
import type { FileStore } from '../services/files/file-store';

declare module 'fastify' {
  interface FastifyInstance {
    files: FileStore;
  }
}

export function filesDir(dataDir: string): string {
  return path.join(dataDir, 'files');
}

async function filesPlugin(app: FastifyInstance): Promise<void> {
  const { s3Url, dataDir } = app.config;
  if (s3Url) {
    // Loaded only when used: the AWS SDK is large, and most single-instance shops never need it.
    const { S3FileStore, parseS3Url } = await import('../services/files/s3-store');
    const store = new S3FileStore(parseS3Url(s3Url));
    app.decorate('files', store);
    app.addHook('onClose', async () => store.close());
  } else {
    app.decorate('files', new DiskFileStore(filesDir(dataDir)));
  }
  app.log.debug(`files are kept in the ${app.files.description}`);
}

export default fp(filesPlugin, { name: 'files' });
