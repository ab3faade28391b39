import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';
import { MAX_IMAGE_BYTES, MAX_IMAGES_PER_UPLOAD } from '@/shared/catalog';

const UPLOAD_LIMITS = {
  fileSize: MAX_IMAGE_BYTES,
  files: MAX_IMAGES_PER_UPLOAD,
  fields: 20,
  parts: 30,
} as const;

export const multipartPlugin = fp(
  async (app) => {
    await app.register(multipart, { limits: UPLOAD_LIMITS, throwFileSizeLimit: true });
  },
  { name: 'multipart' },
);
