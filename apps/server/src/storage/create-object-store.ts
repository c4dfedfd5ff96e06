import path from 'node:path';
import type { AppConfig } from '../config';
import { LocalObjectStore } from './local-object-store';
import type { ObjectStore } from './object-store';
import { S3ObjectStore } from './s3-object-store';

export function createObjectStore(config: Pick<AppConfig, 's3' | 'dataDir'>): ObjectStore {
  return config.s3
    ? new S3ObjectStore(config.s3)
    : new LocalObjectStore(path.join(config.dataDir, 'files'));
}
