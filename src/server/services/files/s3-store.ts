// Files in an S3-compatible bucket through the official AWS SDK, so any number of instances
// share them. S3_URL=https://KEY:SECRET@host[:port]/bucket[/prefix][?region=...&style=virtual]
import {
  DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException,
} from '@aws-sdk/client-s3';
import type { FileStore } from './file-store';

export interface S3Location {
  endpoint: string;
  bucket: string;
  prefix: string;
  region: string;
  virtualHosted: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** Reads S3_URL; the keys may also come from the SDK's usual sources (AWS_ACCESS_KEY_ID ...). */
export function parseS3Url(raw: string): S3Location {
  const url = new URL(raw);
  const [bucket, ...rest] = url.pathname.split('/').filter(Boolean);
  if (!bucket) throw new Error('S3_URL must name the bucket as its first path segment');
  const user = decodeURIComponent(url.username);
  const credentials = user ? { accessKeyId: user, secretAccessKey: decodeURIComponent(url.password) } : undefined;
  return {
    endpoint: `${url.protocol}//${url.host}`,
    bucket,
    prefix: rest.length > 0 ? `${rest.join('/')}/` : '',
    region: url.searchParams.get('region') ?? 'us-east-1',
    virtualHosted: url.searchParams.get('style') === 'virtual',
    credentials,
  };
}

export class S3FileStore implements FileStore {
  readonly description: string;
  private readonly client: S3Client;

  constructor(private readonly location: S3Location) {
    this.description = `S3 bucket ${location.bucket} at ${location.endpoint}`;
    this.client = new S3Client({
      endpoint: location.endpoint,
      region: location.region,
      // Path-style addressing works with every S3-compatible server; AWS wants virtual hosts.
      forcePathStyle: !location.virtualHosted,
      credentials: location.credentials,
      // Checksums only where S3 demands them: not every S3-compatible server knows the newer ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
    });
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    await this.client.send(new PutObjectCommand({
      Bucket: this.location.bucket, Key: this.location.prefix + key, Body: data, ContentType: contentType,
    }));
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.location.bucket, Key: this.location.prefix + key }));
      return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : Buffer.alloc(0);
    } catch (error) {
      if (error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)) return null;
      throw error;
    }
  }

  // One call per key: removals are a few files at a time, and the batch call needs a checksum
  // header that not every S3-compatible server accepts in the SDK's current form.
  async remove(keys: readonly string[]): Promise<void> {
    await Promise.all(keys.map((key) => this.client.send(new DeleteObjectCommand({ Bucket: this.location.bucket, Key: this.location.prefix + key }))));
  }

  close(): void {
    this.client.destroy();
  }
}
