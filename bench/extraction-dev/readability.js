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
// The article of every page of a directory by Mozilla Readability (the Firefox reader view) on jsdom:
// node readability.js PAGES_DIR OUT.jsonl [MAX]. Appends one JSON line per page not in OUT.jsonl yet,
// {"id", "title", "content" (the article's HTML), "ms"}, for at most MAX pages (jsdom's memory grows
// with every page, so a run does a batch and ends), and prints the pages, bytes and seconds of the batch.
const fs = require('fs');
const path = require('path');
const { JSDOM, VirtualConsole } = require('jsdom');
const { Readability } = require('@mozilla/readability');

const [dir, out, max] = process.argv.slice(2);
const done = new Set();
if (fs.existsSync(out)) {
  for (const line of fs.readFileSync(out, 'utf8').split('\n')) {
    if (line) done.add(JSON.parse(line).id);
  }
}
const files = fs.readdirSync(dir).filter((f) => f.endsWith('.html')).sort()
  .filter((f) => !done.has(f.slice(0, -5))).slice(0, max ? Number(max) : undefined);
const quiet = new VirtualConsole();
let bytes = 0;
let failed = 0;
let total = 0n;
for (const f of files) {
  const html = fs.readFileSync(path.join(dir, f));
  bytes += html.length;
  let title = '';
  let content = '';
  const start = process.hrtime.bigint();
  try {
    // valid UTF-8 as UTF-8 (as Readability's own tests read their pages, and as spotsigs reads a page
    // that declares no charset); other bytes as jsdom sniffs them (the meta tags, else windows-1252)
    let input = html;
    try {
      input = new TextDecoder('utf-8', { fatal: true }).decode(html);
    } catch (e) {
      // not UTF-8
    }
    const dom = new JSDOM(input, { virtualConsole: quiet, url: 'http://fakehost/test/page.html' });
    const article = new Readability(dom.window.document).parse();
    if (article) {
      title = article.title || '';
      content = article.content || '';
    }
    dom.window.close(); // jsdom keeps every window alive until it is closed
  } catch (e) {
    failed++;
  }
  const ns = process.hrtime.bigint() - start;
  total += ns;
  fs.appendFileSync(out, JSON.stringify({ id: f.slice(0, -5), title, content, ms: Number(ns) / 1e6 }) + '\n');
}
console.log(`${files.length}\t${bytes}\t${(Number(total) / 1e9).toFixed(3)}\t${failed}`);
