import { BadRequestException } from '@nestjs/common';
import { errorBody } from '@app/contracts';

/** A 400 naming the query parameter at fault, as the request validation answers. */
export function badQuery(path: string, message: string): BadRequestException {
  return new BadRequestException(errorBody(400, message, { errors: [{ path, message }] }));
}
