import { execFile } from 'node:child_process';

/**
 * Reads the PDF's text back as a reader extracts it: pdf-parse (Mozilla's pdf.js underneath), run
 * in a child Node process because pdf.js loads its worker with a dynamic import(), which jest's
 * CommonJS module system refuses. Whitespace runs come back as one space (lines wrap anywhere).
 */
const EXTRACT = `
const { PDFParse } = require('pdf-parse');
const chunks = [];
process.stdin.on('data', (chunk) => chunks.push(chunk));
process.stdin.on('end', async () => {
  const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) });
  try {
    process.stdout.write((await parser.getText()).text);
  } finally {
    await parser.destroy();
  }
});
`;

export function pdfText(pdf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(process.execPath, ['-e', EXTRACT], { cwd: __dirname, maxBuffer: 20 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`pdf-parse failed: ${stderr || error.message}`));
      else resolve(stdout.replace(/\s+/g, ' '));
    });
    child.stdin!.end(pdf);
  });
}
