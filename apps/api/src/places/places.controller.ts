import { Controller } from '@nestjs/common';
import { contract } from '@app/contracts';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import { PlacesService } from './places.service';

@Controller()
export class PlacesController {
  constructor(private readonly places: PlacesService) {}

  @TsRestHandler(contract.places.suggest)
  suggest() {
    return tsRestHandler(contract.places.suggest, async ({ query }) => ({
      status: 200 as const,
      body: { data: await this.places.suggest(query.q) },
    }));
  }
}
