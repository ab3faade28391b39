import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';
import { MAX_IMAGE_BYTES } from '@/shared/catalog';

const UPLOAD_LIMITS = {
  fileSize: MAX_IMAGE_BYTES,
  files: 10,
  fields: 20,
  parts: 30,
} as const;

export const multipartPlugin = fp(
  async (app) => {
    await app.register(multipart, { limits: UPLOAD_LIMITS, throwFileSizeLimit: true });
  },
  { name: 'multipart' },
);
