import { Controller } from '@nestjs/common';
import { contract } from '@app/contracts';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import { UsersService } from './users.service';

/** A reviewer's public page; the signed-in person's own (/users/me) is account/MeController. */
@Controller()
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @TsRestHandler(contract.users.get)
  get() {
    return tsRestHandler(contract.users.get, async ({ params }) => ({
      status: 200 as const,
      body: { data: await this.users.publicProfile(params.id) },
    }));
  }
}
