import { Module } from '@nestjs/common';
import { ContractorsController } from './contractors.controller';
import { ContractorsService } from './contractors.service';
import { SampleContractorsSeeder } from './sample-contractors-seeder';

/** The contractor network (issue 15): the public directory, search and profiles, and the sample listings. */
@Module({
  controllers: [ContractorsController],
  providers: [ContractorsService, SampleContractorsSeeder],
  exports: [ContractorsService],
})
export class ContractorsModule {}
