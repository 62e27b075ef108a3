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
"""Checks the relative links of the documentation: README.md, docs/*.md and the other Markdown files
of the repository (not under target/ or node_modules/). Every [text](path) and [text](path#anchor)
outside code blocks must name a file or directory that exists, and an anchor must be the GitHub slug
of a heading of the target page. Prints each broken link as FILE:LINE: LINK (reason) and exits 1 if
there is any; absolute URLs are not checked.

Usage: bench/doc-links.py [FILE.md ...]   (default: every Markdown file of the repository)
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LINK = re.compile(r"(?<!!)\[(?:[^\[\]]|\[[^\]]*\])*\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)")
IMAGE = re.compile(r"!\[[^\]]*\]\(([^)\s]+)\)")


def markdown_files():
    for dirpath, dirnames, filenames in os.walk(ROOT):
        dirnames[:] = [
            d for d in dirnames if d not in ("target", "node_modules", ".git", ".mvn") and not d.startswith(".")
        ]
        for name in filenames:
            if name.endswith(".md"):
                yield os.path.join(dirpath, name)


def prose_lines(path):
    """(line number, text) of the lines outside fenced code blocks, inline code removed."""
    fence = None
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            stripped = line.lstrip()
            if fence is None and (stripped.startswith("```") or stripped.startswith("~~~")):
                fence = stripped[:3]
                continue
            if fence is not None:
                if stripped.startswith(fence):
                    fence = None
                continue
            yield number, re.sub(r"`[^`]*`", "``", line)


def slug(heading):
    text = heading.strip().lower()
    text = re.sub(r"[^\w\- ]", "", text, flags=re.UNICODE)
    return text.replace(" ", "-")


_anchors = {}


def anchors(path):
    if path not in _anchors:
        seen = {}
        result = set()
        fence = None
        with open(path, encoding="utf-8") as f:
            for line in f:
                stripped = line.lstrip()
                if fence is None and (stripped.startswith("```") or stripped.startswith("~~~")):
                    fence = stripped[:3]
                    continue
                if fence is not None:
                    if stripped.startswith(fence):
                        fence = None
                    continue
                m = re.match(r"^(#{1,6})\s+(.*?)\s*#*\s*$", line)
                if m:
                    base = slug(m.group(2))
                    n = seen.get(base, 0)
                    seen[base] = n + 1
                    result.add(base if n == 0 else f"{base}-{n}")
                for a in re.findall(r'<a\s+(?:name|id)="([^"]+)"', line):
                    result.add(a)
        _anchors[path] = result
    return _anchors[path]


def check(path):
    problems = []
    for number, line in prose_lines(path):
        for target in LINK.findall(line) + IMAGE.findall(line):
            if re.match(r"^[a-z][a-z0-9+.-]*:", target):
                continue  # http:, https:, mailto:
            file_part, _, anchor = target.partition("#")
            resolved = os.path.normpath(os.path.join(os.path.dirname(path), file_part)) if file_part else path
            where = f"{os.path.relpath(path, ROOT)}:{number}: {target}"
            if not os.path.exists(resolved):
                problems.append(f"{where} (no such file)")
            elif anchor and resolved.endswith(".md") and anchor not in anchors(resolved):
                problems.append(f"{where} (no heading with anchor #{anchor})")
    return problems


def main(argv):
    files = [os.path.abspath(a) for a in argv] or sorted(markdown_files())
    problems = [p for f in files for p in check(f)]
    for p in problems:
        print(p)
    print(f"{len(files)} files, {len(problems)} broken links", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
