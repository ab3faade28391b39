import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MAX_IMAGE_SIZE_TEXT, MAX_IMAGES_PER_UPLOAD } from '@/shared/catalog';
import { isDatabaseUnavailable } from '../db/database';
import { HttpError } from '../lib/errors';
import { validationMessage } from '../lib/validation-messages';

/** Spanish messages for the framework's and plugins' own client errors, by error code. */
const CODE_MESSAGES: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Tipo de contenido no admitido.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'La longitud del contenido no es válida.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'El cuerpo de la solicitud está vacío.'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'El cuerpo de la solicitud es demasiado grande.'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'El cuerpo de la solicitud no es un JSON válido.'],
  FST_ERR_CTP_EMPTY_TYPE: [415, 'Falta el tipo de contenido.'],
  FST_REQ_FILE_TOO_LARGE: [413, `Cada archivo puede pesar como máximo ${MAX_IMAGE_SIZE_TEXT}.`],
  FST_FILES_LIMIT: [413, `Se pueden subir como máximo ${MAX_IMAGES_PER_UPLOAD} archivos por vez.`],
  FST_PARTS_LIMIT: [413, 'La solicitud tiene demasiadas partes.'],
  FST_FIELDS_LIMIT: [413, 'La solicitud tiene demasiados campos.'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'La solicitud debe ser multipart/form-data.'],
  FST_NO_FORM_DATA: [400, 'La solicitud no contiene archivos.'],
  FST_ERR_VALIDATION: [400, 'La solicitud no es válida.'],
  FST_ERR_BAD_URL: [400, 'La dirección solicitada no es válida.'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'La dirección solicitada es demasiado larga.'],
  FST_ERR_ASYNC_CONSTRAINT: [500, 'Ocurrió un error inesperado en el servidor.'],
  // PostgreSQL refuses text it cannot store (a NUL character, an invalid sequence): bad input.
  '22021': [400, 'La solicitud contiene caracteres no válidos.'],
  '22P05': [400, 'La solicitud contiene caracteres no válidos.'],
};

/** A route whose schema needs a body got none (or an empty JSON body). */
const MISSING_BODY = 'Falta el cuerpo de la solicitud.';

const DATABASE_UNAVAILABLE =
  'El servicio no está disponible en este momento. Intente de nuevo en unos segundos.';

export function registerErrorHandlers(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ message: error.message });
    }
    if (error.validation) {
      const noBody = error.validationContext === 'body' && request.body === undefined;
      // A form sent where JSON is expected: the multipart parser leaves the body to the route.
      if (noBody && request.isMultipart())
        return reply.code(415).send({ message: CODE_MESSAGES.FST_ERR_CTP_INVALID_MEDIA_TYPE[1] });
      return reply
        .code(400)
        .send({ message: noBody ? MISSING_BODY : validationMessage(error.validation) });
    }
    if (error.statusCode === 429) {
      return reply
        .code(429)
        .send({ message: 'Demasiados intentos. Espere unos minutos e intente de nuevo.' });
    }
    const known = error.code ? CODE_MESSAGES[error.code] : undefined;
    if (known) return reply.code(known[0]).send({ message: known[1] });
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send({ message: 'La solicitud no es válida.' });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ code: error.code, reason: error.message }, 'database unavailable');
      return reply.code(503).header('retry-after', '5').send({ message: DATABASE_UNAVAILABLE });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ message: 'Ocurrió un error inesperado en el servidor.' });
  });
}

export const sendJsonNotFound = (_request: FastifyRequest, reply: FastifyReply) =>
  reply.code(404).send({ message: 'Recurso no encontrado.' });

/** Spanish answers for what the router refuses before any route or hook runs (Fastify `frameworkErrors`). */
export function sendFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  const [status, message] = CODE_MESSAGES[error.code] ?? [400, 'La solicitud no es válida.'];
  return reply.code(status).send({ message });
}

/** What Node's HTTP parser refuses before Fastify sees a request, by Node's error code. */
const CLIENT_ERRORS: Record<string, [number, string, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [
    408,
    'Request Timeout',
    'La solicitud tardó demasiado en llegar. Intente de nuevo.',
  ],
  HPE_HEADER_OVERFLOW: [
    431,
    'Request Header Fields Too Large',
    'Los encabezados de la solicitud son demasiado grandes.',
  ],
};
const MALFORMED: [number, string, string] = [400, 'Bad Request', 'La solicitud HTTP no es válida.'];
/** Headers too large because of the address itself: the request line alone filled the limit. */
const URI_TOO_LONG: [number, string, string] = [
  414,
  'URI Too Long',
  'La dirección solicitada es demasiado larga.',
];

/**
 * A request line longer than this (or one that never ends within what was read) is what made the
 * headers too large: a shared link cut or pasted twice, not headers. Node's limit is 16 KiB for
 * the request line and the headers together.
 */
const LONG_REQUEST_LINE = 8 * 1024;

/** What Node read of the refused request (a Buffer; Fastify's types describe it otherwise). */
type ClientError = Error & { code?: string; rawPacket?: unknown };

function clientErrorAnswer(error: ClientError) {
  if (error.code === 'HPE_HEADER_OVERFLOW' && Buffer.isBuffer(error.rawPacket)) {
    const end = error.rawPacket.indexOf('\r\n');
    if (end < 0 || end > LONG_REQUEST_LINE) return URI_TOO_LONG;
  }
  return (error.code && CLIENT_ERRORS[error.code]) || MALFORMED;
}

/**
 * Fastify's `clientErrorHandler`: a request Node's parser refuses (a Content-Length that is not a
 * number, a broken request line or header, headers too large, a request too slow) has no request
 * or reply object, so the answer is written to the socket by hand, as `{message}` in Spanish like
 * every other error, and the socket is closed (the rest of what it sends cannot be read).
 */
export function answerClientError(this: FastifyInstance, error: ClientError, socket: Socket) {
  // A reset connection is gone already: nothing to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, message] = clientErrorAnswer(error);
  this.log.debug({ code: error.code }, 'client error');
  // As Fastify's own default handler does: write only to a socket that can still take it.
  if (socket.writable) {
    const body = JSON.stringify({ message });
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Cache-Control: no-store\r\n' +
        'X-Content-Type-Options: nosniff\r\n' +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy();
}
