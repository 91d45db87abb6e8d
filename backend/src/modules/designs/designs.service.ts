import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { DesignStatus } from './designs.enums';
import { Design } from './entities/design.entity';

const NAME_ORDER = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** The plan catalogue as the public sees it: active designs only. */
@Injectable()
export class DesignsService {
  constructor(@InjectRepository(Design) private readonly designs: Repository<Design>) {}

  /** Names of the active designs, alphabetical (the contact form's model choices, spec §5). */
  async activeDesignNames(): Promise<string[]> {
    const rows = await this.designs.find({ select: { name: true }, where: { status: DesignStatus.Active } });
    // Sorted here, not by the database's collation (C in the embedded one), so "Oak" < "oak barn" anywhere.
    return rows.map((row) => row.name).sort(NAME_ORDER.compare);
  }
}
