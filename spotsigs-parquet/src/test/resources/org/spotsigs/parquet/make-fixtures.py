#!/usr/bin/env python3
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
"""Writes the Parquet test files of spotsigs-parquet and src-test-corpora/stories (needs pyarrow).

Run from the repository root:  python3 spotsigs-parquet/src/test/resources/org/spotsigs/parquet/make-fixtures.py
The files are committed; this script says how they were made.
"""
import json
import os
import pyarrow as pa
import pyarrow.parquet as pq

here = os.path.dirname(os.path.abspath(__file__))
stories = os.path.join(here, "..", "..", "..", "..", "..", "..", "..", "src-test-corpora", "stories")

# spotsigs-parquet: every column shape the reader meets, in row groups of 2 rows
rows = [
    {"id": "a", "num": 10, "text": "the first text", "meta": {"content": "nested a", "lang": "en"}, "tags": ["x"]},
    {"id": "b", "num": 11, "text": None, "meta": {"content": "nested b", "lang": None}, "tags": []},
    {"id": None, "num": 12, "text": "no id here", "meta": None, "tags": None},
    {"id": "d", "num": -13, "text": "caf\u00e9 \u00fcber \u4e2d\u6587", "meta": {"content": None, "lang": "de"}, "tags": ["y", "z"]},
    {"id": "e", "num": 2**40, "text": "", "meta": {"content": "nested e", "lang": "fr"}, "tags": ["w"]},
]
schema = pa.schema([
    ("id", pa.string()), ("num", pa.int64()), ("text", pa.string()),
    ("meta", pa.struct([("content", pa.string()), ("lang", pa.string())])),
    ("tags", pa.list_(pa.string())),
])
table = pa.Table.from_pylist(rows, schema=schema)
for codec in ["none", "snappy", "gzip", "zstd", "lz4", "brotli"]:
    name = "lz4_raw" if codec == "lz4" else codec  # pyarrow's "lz4" writes LZ4_RAW pages
    pq.write_table(table, os.path.join(here, "rows-" + name + ".parquet"), compression=codec, row_group_size=2)
# a dotted top-level name next to the nested path it shadows
dotted = pa.table({"id": ["a"], "meta.content": ["top-level dotted"], "meta": [{"content": "nested"}]})
pq.write_table(dotted, os.path.join(here, "dotted.parquet"), compression="none")

# src-test-corpora/stories: the documents of stories.jsonl (near-duplicate groups and singletons) as
# Parquet, the text under meta.content, to compare the pairs of both formats
docs = [json.loads(line) for line in open(os.path.join(stories, "stories.jsonl"), encoding="utf-8")]
table = pa.Table.from_pylist([{"doc_id": d["id"], "meta": {"content": d["meta"]["content"]}} for d in docs])
pq.write_table(table, os.path.join(stories, "stories.parquet"), compression="zstd", row_group_size=5)
