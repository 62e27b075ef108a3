#!/usr/bin/env bash
# Copyright 2026 the lucene-spotsigs authors
#
# Licensed under the Apache License, Version 2.0 (the "License");
# you may not use this file except in compliance with the License.
# You may obtain a copy of the License at
#
#     http://www.apache.org/licenses/LICENSE-2.0
#
# Unless required by applicable law or agreed to in writing, software
# distributed under the License is distributed on an "AS IS" BASIS,
# WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
# See the License for the specific language governing permissions and
# limitations under the License.
# Writes the WARC files of the WARC reading benchmark (docs/BENCHMARKS.md) into DIR:
#   pages.warc, pages.warc.gz: the 1,220 pages of the development gold set four times over (4,880
#     response records, 301 MB), plain and a gzip member per record (as crawlers write them);
#   small.warc, small.warc.gz: 200,000 response records of 60 words each (137 MB), where the cost
#     per record counts most.
# Needs ../shared/data/gold-dev.tar.xz (see ../shared/data/README.md). Usage: bench/warc-corpora.sh DIR
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out=${1:?usage: bench/warc-corpora.sh DIR}
gold="$ROOT/../shared/data/gold-dev.tar.xz"
if [ ! -f "$gold" ]; then
  echo "warc-corpora: $gold not found: skipped (see ../shared/data/README.md)" >&2
  exit 0
fi
mkdir -p "$out"
[ -d "$out/gold-dev" ] || tar -xJf "$gold" -C "$out"
python3 - "$out" <<'PY'
import gzip, os, random, sys, uuid
out = sys.argv[1]
pages = os.path.join(out, "gold-dev", "pages")
cores = os.path.join(out, "gold-dev", "cores")

def write(name, records):
    for gz in (False, True):
        path = os.path.join(out, name + (".warc.gz" if gz else ".warc"))
        with open(path, "wb") as f:
            for n, (uri, body, ctype) in enumerate(records()):
                http = b"HTTP/1.1 200 OK\r\nContent-Type: %s\r\nContent-Length: %d\r\n\r\n" % (ctype, len(body)) + body
                head = ("WARC/1.0\r\nWARC-Type: response\r\nWARC-Target-URI: %s\r\n"
                        "WARC-Date: 2026-01-01T00:00:00Z\r\nWARC-Record-ID: <urn:uuid:%s>\r\n"
                        "Content-Type: application/http; msgtype=response\r\nContent-Length: %d\r\n\r\n"
                        % (uri, uuid.UUID(int=n), len(http))).encode()
                record = head + http + b"\r\n\r\n"
                f.write(gzip.compress(record, 6) if gz else record)
        print(path, os.path.getsize(path))

def page_records():
    for copy in range(4):
        for name in sorted(os.listdir(pages)):
            with open(os.path.join(pages, name), "rb") as f:
                yield "http://copy%d.example/%s" % (copy, name), f.read(), b"text/html"

def small_records():
    rnd = random.Random(42)
    with open(os.path.join(cores, sorted(os.listdir(cores))[0])) as f:
        words = f.read().split()
    for i in range(200000):
        text = " ".join(rnd.choice(words) for _ in range(60)).encode()
        yield "http://example.org/%d" % i, text, b"text/plain; charset=utf-8"

write("pages", page_records)
write("small", small_records)
PY
