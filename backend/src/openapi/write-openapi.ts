import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../app.module';
import { API_PREFIX } from '../app.setup';
import { loadConfig } from '../config/app-config';
import { createOpenApiDocument } from './openapi-document';

/** Writes openapi/openapi.json from the module graph, without a database (preview mode). */
async function write(): Promise<void> {
  const out = path.resolve(process.argv[2] ?? 'openapi/openapi.json');
  const app = await NestFactory.create(AppModule.forRoot(loadConfig({ NODE_ENV: 'test' })), { preview: true, logger: false });
  app.setGlobalPrefix(API_PREFIX);
  const document = createOpenApiDocument(app);
  writeFileSync(out, `${JSON.stringify(document, null, 2)}\n`);
  await app.close();
  console.log(`Wrote ${path.relative(process.cwd(), out)}`);
}

void write();
