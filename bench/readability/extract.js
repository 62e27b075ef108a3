// Copyright 2026 the lucene-spotsigs authors
//
// Licensed under the Apache License, Version 2.0 (the "License");
// you may not use this file except in compliance with the License.
// You may obtain a copy of the License at
//
//     http://www.apache.org/licenses/LICENSE-2.0
//
// Unless required by applicable law or agreed to in writing, software
// distributed under the License is distributed on an "AS IS" BASIS,
// WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
// See the License for the specific language governing permissions and
// limitations under the License.
// Extracts the article text of the pages of a directory with Mozilla Readability (the Firefox reader
// view) on jsdom: node extract.js PAGES_DIR OUT_DIR [MAX]. Writes OUT_DIR/<id>.html holding the title
// and the text content (plain text; the name keeps the gold set's layout) for at most MAX pages not
// done yet (jsdom's memory grows with every page, so a run does a batch and ends), and prints the
// pages, bytes and seconds of the batch.
const fs = require('fs');
const path = require('path');
const { JSDOM, VirtualConsole } = require('jsdom');
const { Readability } = require('@mozilla/readability');

const [dir, out, max] = process.argv.slice(2);
fs.mkdirSync(out, { recursive: true });
const files = fs.readdirSync(dir).filter((f) => f.endsWith('.html')).sort()
  .filter((f) => !fs.existsSync(path.join(out, f))).slice(0, max ? Number(max) : undefined);
const quiet = new VirtualConsole();
let bytes = 0;
let failed = 0;
const start = process.hrtime.bigint();
for (const f of files) {
  const html = fs.readFileSync(path.join(dir, f), 'utf8');
  bytes += Buffer.byteLength(html);
  let text = '';
  try {
    const dom = new JSDOM(html, { virtualConsole: quiet });
    const article = new Readability(dom.window.document).parse();
    if (article) {
      text = (article.title || '') + '\n' + (article.textContent || '');
    }
    dom.window.close(); // jsdom keeps every window alive until it is closed
  } catch (e) {
    failed++;
  }
  fs.writeFileSync(path.join(out, f), text);
}
const seconds = Number(process.hrtime.bigint() - start) / 1e9;
console.log(`${files.length}\t${bytes}\t${seconds.toFixed(3)}\t${failed}`);
