import { defineConfig } from 'orval';

// Paths are relative to this file. The generated code is never edited: run `make openapi`.
export default defineConfig({
  api: {
    input: { target: './openapi.json' },
    output: {
      mode: 'tags-split',
      target: '../frontend/src/api/generated/endpoints',
      schemas: '../frontend/src/api/generated/model',
      client: 'react-query',
      httpClient: 'axios',
      clean: true,
      override: {
        mutator: { path: '../frontend/src/api/http.ts', name: 'apiRequest' },
        query: { version: 5, signal: true },
      },
    },
  },
  zod: {
    input: { target: './openapi.json' },
    output: {
      mode: 'tags-split',
      client: 'zod',
      target: '../frontend/src/api/generated/zod',
      fileExtension: '.zod.ts',
      clean: true,
    },
  },
});
