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
"""Exact near-duplicate detection with spot signatures, from Python.

This package drives the ``spotsigs`` command of a lucene-spotsigs distribution (or of a clone of the
repository): each call writes the records it is given to a temporary JSONL file (or reads the path
it is given), runs ``bin/spotsigs`` once and reads what that run wrote back into Python objects. It
uses the standard library only; the distribution needs a Java runtime >= 21.

    >>> import spotsigs
    >>> result = spotsigs.dedup([{"id": 1, "text": "..."}, ...], tau=0.3)
    >>> result.removals          # [Removal(id=..., kept_id=..., similarity=...), ...]

The distribution is found, in this order: the ``home`` argument (a distribution's directory or its
``bin/spotsigs``), the environment variable ``SPOTSIGS_HOME``, the distribution or clone this
package lies in (``<home>/python/spotsigs``), and ``spotsigs`` on ``PATH``.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import tempfile
import warnings
from pathlib import Path
from typing import Any, Dict, Iterable, List, Mapping, NamedTuple, Optional, Sequence, Union

__all__ = [
    "ClusterMember",
    "DedupResult",
    "Pair",
    "PartialInputWarning",
    "Removal",
    "SpotSigs",
    "SpotSigsError",
    "SpotSigsNotFoundError",
    "dedup",
    "explain",
    "find_launcher",
    "signatures",
]

# The version of the distribution this package belongs to (Maven's 0.1.0-SNAPSHOT is 0.1.0.dev0).
__version__ = "0.1.0.dev0"

PathLike = Union[str, "os.PathLike[str]"]
Records = Union[PathLike, Iterable[Mapping[str, Any]]]


class SpotSigsError(Exception):
    """A spotsigs run that failed: ``returncode``, ``message`` (the tool's own message), ``stderr``
    (all the run wrote there) and ``command``."""

    def __init__(self, message: str, returncode: Optional[int] = None, stderr: str = "",
                 command: Sequence[str] = (), context: Optional[str] = None):
        super().__init__(message if context is None else "%s: %s" % (context, message))
        self.message = message
        self.returncode = returncode
        self.stderr = stderr
        self.command = list(command)


class SpotSigsNotFoundError(SpotSigsError):
    """No spotsigs distribution where this package looked for one."""


class PartialInputWarning(UserWarning):
    """The run skipped or cut some input (exit code 3): the result holds what was read."""


class Removal(NamedTuple):
    """A document to drop: ``kept_id`` is the survivor it is dropped for, ``similarity`` the exact
    similarity to it rounded to 6 decimals (None: a member of a connected component that has no
    pair of its own with the survivor)."""

    id: Any
    kept_id: Any
    similarity: Optional[float]


class ClusterMember(NamedTuple):
    """A document and its cluster, named after the cluster's survivor (a document alone is its own
    cluster, similarity 1.0); ``similarity`` as in :class:`Removal`."""

    id: Any
    cluster: Any
    similarity: Optional[float]


class Pair(NamedTuple):
    """A near-duplicate pair: the similarity is ``overlap / union`` exactly."""

    id_a: Any
    id_b: Any
    similarity: float
    overlap: int
    union: int


class DedupResult(NamedTuple):
    """What one ``spotsigs dedup`` run decided.

    ``removals``: the documents to drop, each with the kept document it is dropped for;
    ``clusters``: every document with its cluster; ``pairs``: every pair at or above tau (None unless
    asked for); ``summary``: the run's ``--summary-json`` object (documents, settings, counts,
    times); ``returncode``: 0, or 3 when some input was skipped (see ``stderr``)."""

    removals: List[Removal]
    clusters: List[ClusterMember]
    pairs: Optional[List[Pair]]
    summary: Dict[str, Any]
    returncode: int
    stderr: str

    @property
    def removed_ids(self) -> set:
        """The ids of the documents to drop."""
        return {r.id for r in self.removals}

    def groups(self) -> Dict[Any, List[Any]]:
        """The clusters of two or more documents: survivor id -> member ids (the survivor first)."""
        members: Dict[Any, List[Any]] = {}
        for m in self.clusters:
            members.setdefault(m.cluster, []).append(m.id)
        out = {}
        for cluster, ids in members.items():
            if len(ids) > 1:
                ids.sort(key=lambda i: i != cluster)
                out[cluster] = ids
        return out


def find_launcher(home: Optional[PathLike] = None) -> str:
    """The path of the ``spotsigs`` launcher to run (see the module's documentation for where it is
    looked for); raises :class:`SpotSigsNotFoundError` naming the places tried."""
    if home is not None:
        places = [("the home argument", os.fspath(home))]
    elif os.environ.get("SPOTSIGS_HOME"):
        places = [("SPOTSIGS_HOME", os.environ["SPOTSIGS_HOME"])]
    else:
        places = [("the distribution of this package", str(Path(__file__).resolve().parents[2]))]
        on_path = shutil.which("spotsigs")
        if on_path:
            places.append(("PATH", on_path))
    tried = []
    for where, place in places:
        launcher = Path(place)
        if launcher.is_dir():
            launcher = launcher / "bin" / "spotsigs"
        if launcher.is_file():
            if not os.access(str(launcher), os.X_OK):
                raise SpotSigsNotFoundError(
                    "%s is not executable (chmod +x it; a zip unpacked by some tools loses the mode)"
                    % launcher)
            return str(launcher)
        tried.append("%s (%s)" % (launcher, where))
    if home is None and not os.environ.get("SPOTSIGS_HOME"):
        tried.append("no spotsigs on PATH")
    raise SpotSigsNotFoundError(
        "no spotsigs distribution found: tried " + "; ".join(tried)
        + ". Set SPOTSIGS_HOME to the unpacked spotsigs-<version> directory, or pass home=")


def _unescape(field: str) -> str:
    """A TSV field of the tool back to its text: \\\\, \\t, \\n and \\r (PostgreSQL's text format)."""
    if "\\" not in field:
        return field
    out = []
    i = 0
    while i < len(field):
        c = field[i]
        if c == "\\" and i + 1 < len(field):
            out.append({"\\": "\\", "t": "\t", "n": "\n", "r": "\r"}.get(field[i + 1], field[i + 1]))
            i += 2
        else:
            out.append(c)
            i += 1
    return "".join(out)


def _read_tsv(path: Path) -> List[List[str]]:
    rows = []
    with open(path, encoding="utf-8", newline="\n") as f:
        for line in f:
            line = line.rstrip("\n")
            if line:
                rows.append([_unescape(x) for x in line.split("\t")])
    return rows


def _similarity(text: str) -> Optional[float]:
    return float(text) if text else None


def _message(stderr: str) -> str:
    """The tool's own message in its stderr: its lines that start with "spotsigs", those of the
    launcher's progress left out (else the last lines)."""
    lines = [l for l in stderr.splitlines() if l.strip()]
    own = [l for l in lines if l.startswith("spotsigs")
           and not l.startswith(("spotsigs: building", "spotsigs: preparing", "spotsigs: another"))]
    return "\n".join(own or lines[-5:]) or "(nothing on stderr)"


class _Ids:
    """The ids of the records written, where the tool needs a string: an int id is written as its
    decimal string, and the results give the int back."""

    def __init__(self) -> None:
        self.original: Dict[str, Any] = {}

    def __call__(self, written: str) -> Any:
        return self.original.get(written, written)


class SpotSigs:
    """One spotsigs distribution: ``home`` as :func:`find_launcher`; ``java_opts``: JVM options for
    every run (``SPOTSIGS_JAVA_OPTS``, e.g. ``"-Xmx8g"``); ``env``: more environment variables;
    ``timeout``: seconds a run may take (``subprocess.TimeoutExpired`` after that)."""

    def __init__(self, home: Optional[PathLike] = None, *, java_opts: Optional[str] = None,
                 env: Optional[Mapping[str, str]] = None, timeout: Optional[float] = None):
        self.launcher = find_launcher(home)
        self.java_opts = java_opts
        self.env = dict(env or {})
        self.timeout = timeout

    def run(self, args: Sequence[str], *, stdout: Any = subprocess.DEVNULL
            ) -> "subprocess.CompletedProcess[str]":
        """Runs ``spotsigs ARGS``; raises :class:`SpotSigsError` unless it ends with exit code 0 or
        3 (3: done, some input skipped; warned as :class:`PartialInputWarning`)."""
        command = [self.launcher] + [os.fspath(a) for a in args]
        env = dict(os.environ)
        env.update(self.env)
        if self.java_opts is not None:
            env["SPOTSIGS_JAVA_OPTS"] = self.java_opts
        p = subprocess.run(command, stdout=stdout, stderr=subprocess.PIPE, env=env,
                           timeout=self.timeout, encoding="utf-8", errors="replace")
        if p.returncode == 3:
            warnings.warn(PartialInputWarning(
                "spotsigs %s: some input was skipped or cut (exit code 3):\n%s"
                % (args[0], _message(p.stderr))), stacklevel=3)
        elif p.returncode != 0:
            raise SpotSigsError(_message(p.stderr), p.returncode, p.stderr, command,
                                "spotsigs %s failed (exit code %d)" % (args[0], p.returncode))
        return p

    def version(self) -> str:
        """The distribution's version, as ``spotsigs --version`` prints it (``0.1.0-SNAPSHOT``)."""
        out = self.run(["--version"], stdout=subprocess.PIPE).stdout
        return out.split()[1]

    def _input(self, records: Records, tmp: Path, format: Optional[str], id_field: Optional[str],
               text_field: Optional[str], ids: _Ids) -> List[str]:
        """The input options for ``records`` (``--input`` and how to read it): a path as it is, or
        the records written to a JSONL file in ``tmp``."""
        fields = []
        if id_field is not None:
            fields += ["--id-field", id_field]
        if text_field is not None:
            fields += ["--text-field", text_field]
        if isinstance(records, (str, os.PathLike)):
            return (["--input=" + os.fspath(records)] + (["--format", format] if format else [])
                    + fields)
        if isinstance(records, Mapping):
            raise TypeError("records: an iterable of dicts or a path, not one dict")
        if format not in (None, "jsonl"):
            raise ValueError("records given as dicts are written as JSONL, not %s" % format)
        path = tmp / "records.jsonl"
        key = id_field or "id"
        with open(path, "w", encoding="utf-8", newline="\n") as f:
            for i, record in enumerate(records):
                if not isinstance(record, Mapping):
                    raise TypeError("record %d: a dict is needed, not %s" % (i, type(record).__name__))
                value = record.get(key)
                if isinstance(value, int) and not isinstance(value, bool):
                    ids.original[str(value)] = value
                    record = dict(record)
                    record[key] = str(value)
                try:
                    line = json.dumps(record, ensure_ascii=False, allow_nan=False)
                except (TypeError, ValueError) as e:
                    raise TypeError("record %d cannot be written as JSON: %s" % (i, e)) from None
                f.write(line)
                f.write("\n")
        return ["--input=" + str(path), "--format", "jsonl"] + fields

    def dedup(self, records: Records, tau: Union[float, str], *, keep: str = "first",
              cluster_method: str = "components", pairs: bool = False,
              format: Optional[str] = None, id_field: Optional[str] = None,
              text_field: Optional[str] = None, options: Sequence[str] = ()) -> DedupResult:
        """Finds the near-duplicates of ``records`` at ``tau`` (pairs at exactly tau included).

        ``records``: an iterable of dicts (``{"id": ..., "text": ...}``; other names with
        ``id_field`` / ``text_field``, dotted paths reach into nested objects), or the path of a
        corpus (a directory of documents, or a JSONL, TREC, WARC or Parquet file: ``format``).
        ``keep``: each cluster's survivor (first, longest, shortest); ``cluster_method``:
        components, best or incremental (each document matched against the documents kept before
        it only: memory grows with the documents kept, not the pairs; no pairs then);
        ``pairs``: also return every pair; ``options``: more options of ``spotsigs dedup``
        (``["--preset", "prototype"]``, ``["--threads", "4"]``, ...)."""
        ids = _Ids()
        with tempfile.TemporaryDirectory(prefix="spotsigs-") as t:
            tmp = Path(t)
            args = ["dedup", "--tau", str(tau)]
            args += self._input(records, tmp, format, id_field, text_field, ids)
            args += ["--keep", keep, "--cluster-method", cluster_method,
                     "--removals", str(tmp / "removals.tsv"), "--clusters", str(tmp / "clusters.tsv"),
                     "--summary-json", str(tmp / "summary.json")]
            if pairs:
                args += ["--pairs", str(tmp / "pairs.jsonl"), "--output-format", "jsonl"]
            args += list(options)
            p = self.run(args)
            removals = [Removal(ids(r[0]), ids(r[1]), _similarity(r[2]))
                        for r in _read_tsv(tmp / "removals.tsv")]
            clusters = [ClusterMember(ids(r[0]), ids(r[1]), _similarity(r[2]))
                        for r in _read_tsv(tmp / "clusters.tsv")]
            found = None
            if pairs:
                found = []
                with open(tmp / "pairs.jsonl", encoding="utf-8") as f:
                    for line in f:
                        o = json.loads(line)
                        found.append(Pair(ids(o["a"]), ids(o["b"]), o["overlap"] / o["union"],
                                          o["overlap"], o["union"]))
            with open(tmp / "summary.json", encoding="utf-8") as f:
                summary = json.load(f)
        return DedupResult(removals, clusters, found, summary, p.returncode, p.stderr)

    def signatures(self, records: Records, *, format: Optional[str] = None,
                   id_field: Optional[str] = None, text_field: Optional[str] = None,
                   options: Sequence[str] = ()) -> Dict[Any, Dict[str, int]]:
        """The spot signatures of each document: id -> {signature: count}, in input order.
        ``records`` and the options as for :meth:`dedup`."""
        ids = _Ids()
        with tempfile.TemporaryDirectory(prefix="spotsigs-") as t:
            tmp = Path(t)
            out = tmp / "signatures.jsonl"
            args = ["signatures", "--output", str(out)]
            args += self._input(records, tmp, format, id_field, text_field, ids)
            args += list(options)
            self.run(args)
            result: Dict[Any, Dict[str, int]] = {}
            with open(out, encoding="utf-8") as f:
                for line in f:
                    o = json.loads(line)
                    result[ids(o["id"])] = o["signatures"]
        return result

    def explain(self, a: Union[PathLike, Mapping[str, Any]], b: Union[PathLike, Mapping[str, Any]],
                *, tau: Union[float, str, None] = None, index: Optional[PathLike] = None,
                text_field: str = "text", id_field: str = "id", top: Optional[int] = None,
                options: Sequence[str] = ()) -> Dict[str, Any]:
        """Why two documents are or are not near-duplicates: the object of ``spotsigs explain
        --json`` (``similarity``, ``overlap``, ``union``, ``shared`` signatures, those only one
        side has, and with ``tau`` what the matcher's bounds do with the pair).

        ``a`` and ``b``: paths of files, or records (dicts: their ``text_field`` is the document,
        their ``id_field`` names it in the result); with ``index``, the ids of two documents in an
        index built by ``spotsigs index``."""
        with tempfile.TemporaryDirectory(prefix="spotsigs-") as t:
            tmp = Path(t)
            docs = []
            names = []
            for side, doc in (("a", a), ("b", b)):
                if isinstance(doc, Mapping):
                    if index is not None:
                        raise TypeError("with index, a and b are document ids, not records")
                    text = doc.get(text_field)
                    if not isinstance(text, str):
                        raise TypeError("%s: the record's %r must be a string" % (side, text_field))
                    path = tmp / side
                    path.write_text(text, encoding="utf-8")
                    docs.append(str(path))
                    names.append(doc.get(id_field, side))
                elif isinstance(doc, (str, os.PathLike)):
                    docs.append(os.fspath(doc))
                    names.append(None)
                else:
                    raise TypeError("%s: a path or a record (dict), not %s" % (side, type(doc).__name__))
            args = ["explain", "--output-format", "json"]
            if tau is not None:
                args += ["--tau", str(tau)]
            if index is not None:
                args += ["--index", os.fspath(index)]
            if top is not None:
                args += ["--top", str(top)]
            args += list(options) + ["--input=" + d for d in docs]
            out = self.run(args, stdout=subprocess.PIPE).stdout
        result = json.loads(out)
        for side, name in zip(("a", "b"), names):
            if name is not None:
                result[side]["name"] = name
        return result


def dedup(records: Records, tau: Union[float, str], *, home: Optional[PathLike] = None,
          **kwargs: Any) -> DedupResult:
    """:meth:`SpotSigs.dedup` with the distribution found as :func:`find_launcher` says."""
    return SpotSigs(home).dedup(records, tau, **kwargs)


def signatures(records: Records, *, home: Optional[PathLike] = None,
               **kwargs: Any) -> Dict[Any, Dict[str, int]]:
    """:meth:`SpotSigs.signatures` with the distribution found as :func:`find_launcher` says."""
    return SpotSigs(home).signatures(records, **kwargs)


def explain(a: Union[PathLike, Mapping[str, Any]], b: Union[PathLike, Mapping[str, Any]], *,
            home: Optional[PathLike] = None, **kwargs: Any) -> Dict[str, Any]:
    """:meth:`SpotSigs.explain` with the distribution found as :func:`find_launcher` says."""
    return SpotSigs(home).explain(a, b, **kwargs)
