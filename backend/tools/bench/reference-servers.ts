import 'reflect-metadata';
import { Controller, Get, Module, NotFoundException, Req } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Request } from 'express';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

/**
 * The two references `make bench` reads the app's figures against, each started in its own
 * process by run.ts: `node reference-servers.js bare|nest <port> <bodies.json>`. Both answer the
 * same JSON as the app for the same paths (bodies.json maps path → the app's answer, fetched once):
 *
 * - bare: node:http writing the bytes, the machine's ceiling;
 * - nest: a minimal Nest app (@nestjs/platform-express, no middleware, no logger, no body parser),
 *   one controller returning the parsed object, which Nest serializes on each request as any
 *   Nest handler's answer is. The aim is a share of this one.
 */
type Bodies = Record<string, string>;

function startBare(port: number, bodies: Bodies): void {
  createServer((req, res) => {
    const body = bodies[req.url ?? ''];
    if (body === undefined) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  }).listen(port, '127.0.0.1', () => console.log('ready'));
}

async function startNest(port: number, bodies: Bodies): Promise<void> {
  const answers = new Map(Object.entries(bodies).map(([url, body]) => [url, JSON.parse(body) as unknown]));

  @Controller()
  class ReferenceController {
    // One wildcard route: every path the bench asks for, looked up by its URL (query string included).
    @Get('{*path}')
    answer(@Req() req: Request): unknown {
      const answer = answers.get(req.originalUrl);
      if (answer === undefined) throw new NotFoundException();
      return answer;
    }
  }

  @Module({ controllers: [ReferenceController] })
  class ReferenceModule {}

  const app = await NestFactory.create<NestExpressApplication>(ReferenceModule, { logger: false, bodyParser: false });
  await app.listen(port, '127.0.0.1');
  console.log('ready');
}

if (require.main === module) {
  const [kind, port, bodiesFile] = process.argv.slice(2);
  const bodies = JSON.parse(readFileSync(bodiesFile, 'utf8')) as Bodies;
  if (kind === 'bare') startBare(Number(port), bodies);
  else if (kind === 'nest') void startNest(Number(port), bodies);
  else throw new Error(`usage: reference-servers.js bare|nest <port> <bodies.json>`);
}
