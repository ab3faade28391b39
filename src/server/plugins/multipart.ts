import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';

export const UPLOAD_LIMITS = {
  fileSize: 10 * 1024 * 1024,
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
