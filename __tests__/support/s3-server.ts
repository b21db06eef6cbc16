// A real S3-compatible server for tests (s3rver, files in a temp dir) on a free loopback port,
// with one bucket, and the S3_URL that points the shop at it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface S3TestServer {
  /** S3_URL for the shop: endpoint, keys and bucket. */
  url: string;
  bucket: string;
  stop(): Promise<void>;
}

export async function startS3Server(bucket = 'petora-files'): Promise<S3TestServer> {
  const directory = mkdtempSync(path.join(tmpdir(), 'petora-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  return {
    // s3rver's fixed development keys; it checks the signatures made with them.
    url: `http://S3RVER:S3RVER@127.0.0.1:${port}/${bucket}`,
    bucket,
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
