/** An error whose message is meant for the client: Spanish, with the status to answer. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Debe iniciar sesión para realizar esta acción.') =>
  new HttpError(401, message);
export const forbidden = (message = 'No tiene permiso para realizar esta acción.') =>
  new HttpError(403, message);
export const notFound = (message = 'Recurso no encontrado.') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
