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
"""Tests of the spotsigs package against a distribution: SPOTSIGS_HOME (set by the Maven build,
which unpacks the archive it made), else the distribution or clone this package lies in (a clone
builds the tool on first use).

Run from python/: python3 -m unittest
"""

import os
import tempfile
import unittest
import warnings
from pathlib import Path

import spotsigs

TAU = 0.3


def home():
    """The directory of the distribution (or clone) the tests run."""
    return Path(spotsigs.find_launcher()).resolve().parents[1]


def pages():
    return home() / "src-test-corpora" / "news-sample" / "pages"


def overlap_union(a, b):
    """Multiset Jaccard of two signature count maps, as (overlap, union)."""
    overlap = sum(min(n, b[s]) for s, n in a.items() if s in b)
    return overlap, sum(a.values()) + sum(b.values()) - overlap


def reaches(ou, tau):
    """overlap / union >= tau, exactly (tau given with at most 6 decimals)."""
    overlap, union = ou
    return union > 0 and overlap * 10 ** 6 >= round(tau * 10 ** 6) * union


def round6(ou):
    """overlap / union rounded half up to 6 decimals, as the tool writes it."""
    overlap, union = ou
    return ((overlap * 10 ** 6 * 2 + union) // (2 * union)) / 10 ** 6


def oracle_pairs(vectors, tau):
    """Every pair at or above tau by brute force, the earlier document in input order first."""
    ids = list(vectors)
    found = {}
    for i, a in enumerate(ids):
        for b in ids[i + 1:]:
            ou = overlap_union(vectors[a], vectors[b])
            if reaches(ou, tau):
                found[(a, b)] = ou
    return found


def read_pages():
    """The sample's pages as records, ids as the tool gives files (the name without extension)."""
    return [{"id": p.name.split(".")[0], "text": p.read_text(encoding="utf-8", errors="replace")}
            for p in sorted(pages().iterdir())]


class FindTest(unittest.TestCase):
    def test_a_home_without_the_tool_is_named_in_the_error(self):
        with tempfile.TemporaryDirectory() as d:
            with self.assertRaises(spotsigs.SpotSigsNotFoundError) as e:
                spotsigs.find_launcher(d)
            self.assertIn(str(Path(d) / "bin" / "spotsigs"), str(e.exception))

    def test_spotsigs_home_is_used_and_a_wrong_one_is_not_passed_over(self):
        saved = os.environ.get("SPOTSIGS_HOME")
        try:
            os.environ["SPOTSIGS_HOME"] = str(home())
            self.assertEqual(str(home() / "bin" / "spotsigs"), spotsigs.find_launcher())
            os.environ["SPOTSIGS_HOME"] = str(home() / "no-such-directory")
            with self.assertRaises(spotsigs.SpotSigsNotFoundError) as e:
                spotsigs.find_launcher()
            self.assertIn("SPOTSIGS_HOME", str(e.exception))
        finally:
            if saved is None:
                os.environ.pop("SPOTSIGS_HOME", None)
            else:
                os.environ["SPOTSIGS_HOME"] = saved

    def test_the_package_version_is_the_distributions(self):
        version = spotsigs.SpotSigs().version()
        self.assertEqual(version.replace("-SNAPSHOT", ".dev0"), spotsigs.__version__)


class DedupTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.vectors = spotsigs.signatures(pages())
        cls.pairs = oracle_pairs(cls.vectors, TAU)

    def test_signatures_are_in_input_order_with_counts(self):
        self.assertEqual(47, len(self.vectors))
        self.assertEqual(sorted(self.vectors), list(self.vectors))
        for sigs in self.vectors.values():
            self.assertTrue(sigs)
            self.assertTrue(all(isinstance(n, int) and n > 0 for n in sigs.values()))

    def test_the_readme_command_finds_the_pairs_of_the_brute_force(self):
        result = spotsigs.dedup(pages(), TAU, pairs=True)
        self.assertEqual(0, result.returncode)
        self.assertEqual(37, len(result.pairs))  # the README's count
        self.assertEqual(self.pairs, {(p.id_a, p.id_b): (p.overlap, p.union) for p in result.pairs})
        self.assertEqual(47, result.summary["input"]["documents"])
        self.assertEqual(37, result.summary["pairs"]["count"])

    def test_components_removals_and_clusters_are_those_of_the_oracle(self):
        result = spotsigs.dedup(pages(), TAU)
        ids = list(self.vectors)
        parent = {i: i for i in ids}

        def root(i):
            while parent[i] != i:
                i = parent[i]
            return i

        for a, b in self.pairs:
            ra, rb = root(a), root(b)
            if ra != rb:  # the earlier document in input order names the component
                parent[max(ra, rb, key=ids.index)] = min(ra, rb, key=ids.index)
        expected_clusters = []
        expected_removals = []
        for i in ids:
            r = root(i)
            key = (r, i) if (r, i) in self.pairs else (i, r)
            sim = 1.0 if r == i else round6(self.pairs[key]) if key in self.pairs else None
            expected_clusters.append(spotsigs.ClusterMember(i, r, sim))
            if r != i:
                expected_removals.append(spotsigs.Removal(i, r, sim))
        self.assertEqual(expected_clusters, result.clusters)
        self.assertEqual(expected_removals, result.removals)
        self.assertTrue(result.removals)
        groups = result.groups()
        self.assertEqual(len(groups), result.summary["clusters"]["count"])
        for survivor, members in groups.items():
            self.assertEqual(survivor, members[0])

    def test_incremental_keeps_the_greedy_choice_and_gives_int_ids_back(self):
        records = [dict(r, id=n) for n, r in enumerate(read_pages())]
        result = spotsigs.dedup(iter(records), TAU, cluster_method="incremental")
        vectors = list(self.vectors.values())
        kept = []
        expected = []
        for n, v in enumerate(vectors):
            best = None
            for k in kept:  # the most similar kept document, the earlier kept on a tie
                ou = overlap_union(v, vectors[k])
                if reaches(ou, TAU) and (best is None or ou[0] * best[1][1] > best[1][0] * ou[1]):
                    best = (k, ou)
            if best is None:
                kept.append(n)
            else:
                expected.append(spotsigs.Removal(n, best[0], round6(best[1])))
        self.assertEqual(expected, result.removals)
        self.assertTrue(all(isinstance(r.id, int) for r in result.removals))
        self.assertEqual(len(kept), result.summary["kept_documents"])

    def test_records_and_the_directory_give_the_same_answer(self):
        from_records = spotsigs.dedup(read_pages(), TAU, pairs=True)
        from_path = spotsigs.dedup(pages(), TAU, pairs=True)
        self.assertEqual(from_path.pairs, from_records.pairs)
        self.assertEqual(from_path.removals, from_records.removals)

    def test_ids_with_tabs_and_line_breaks_come_back_as_they_were(self):
        text = "It was the best of times, it was the worst of times, it was the age of wisdom. " * 20
        records = [{"id": "a\tb", "text": text}, {"id": "c\nd\\e", "text": text + " The end."}]
        result = spotsigs.dedup(records, 0.5, pairs=True)
        pair = result.pairs[0]
        self.assertEqual([("a\tb", "c\nd\\e")], [p[:2] for p in result.pairs])
        self.assertGreaterEqual(pair.similarity, 0.5)
        self.assertEqual([spotsigs.Removal("c\nd\\e", "a\tb", round6((pair.overlap, pair.union)))],
                         result.removals)

    def test_other_field_names(self):
        records = [{"doc": {"key": r["id"]}, "body": r["text"]} for r in read_pages()]
        result = spotsigs.dedup(records, TAU, id_field="doc.key", text_field="body")
        self.assertEqual(spotsigs.dedup(pages(), TAU).removals, result.removals)


class ErrorsTest(unittest.TestCase):
    def test_a_bad_option_value_raises_with_the_tools_message(self):
        with self.assertRaises(spotsigs.SpotSigsError) as e:
            spotsigs.dedup(pages(), 0)
        self.assertEqual(2, e.exception.returncode)
        self.assertIn("tau", e.exception.message)
        self.assertIn("exit code 2", str(e.exception))

    def test_a_missing_input_raises(self):
        with self.assertRaises(spotsigs.SpotSigsError) as e:
            spotsigs.dedup(home() / "no-such-corpus", TAU)
        self.assertEqual(1, e.exception.returncode)
        self.assertIn("no-such-corpus", e.exception.message)

    def test_skipped_records_warn_and_the_rest_is_deduplicated(self):
        records = read_pages()
        del records[5]["text"]
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            result = spotsigs.dedup(records, TAU)
        self.assertEqual(3, result.returncode)
        self.assertEqual(1, len(caught))
        self.assertIsInstance(caught[0].message, spotsigs.PartialInputWarning)
        self.assertIn("text", str(caught[0].message))
        self.assertEqual(46, result.summary["input"]["documents"])

    def test_records_that_are_not_dicts_are_refused_before_any_run(self):
        with self.assertRaises(TypeError):
            spotsigs.dedup(["just a string"], TAU)
        with self.assertRaises(TypeError):
            spotsigs.dedup({"id": "a", "text": "b"}, TAU)
        with self.assertRaises(TypeError):
            spotsigs.dedup([{"id": "a", "text": float("nan")}], TAU)


class ExplainTest(unittest.TestCase):
    def test_two_files_with_the_exact_similarity(self):
        a, b = pages() / "d079693.html", pages() / "d700450.html"
        got = spotsigs.explain(a, b, tau=TAU)
        vectors = spotsigs.signatures(pages())
        overlap, union = overlap_union(vectors["d079693"], vectors["d700450"])
        self.assertEqual((overlap, union), (got["overlap"], got["union"]))
        self.assertEqual(overlap / union, got["similarity"])
        self.assertEqual(overlap, sum(min(s["count_a"], s["count_b"]) for s in got["shared"]))

    def test_records_are_named_by_their_ids(self):
        records = read_pages()
        got = spotsigs.explain(records[2], records[3])
        self.assertEqual((records[2]["id"], records[3]["id"]), (got["a"]["name"], got["b"]["name"]))
        by_path = spotsigs.explain(pages() / (records[2]["id"] + ".html"),
                                   pages() / (records[3]["id"] + ".html"))
        self.assertEqual(by_path["similarity"], got["similarity"])

    def test_a_missing_file_raises_naming_it(self):
        with self.assertRaises(spotsigs.SpotSigsError) as e:
            spotsigs.explain(pages() / "d079693.html", pages() / "missing.html")
        self.assertNotEqual(0, e.exception.returncode)
        self.assertIn("missing.html", e.exception.message)


if __name__ == "__main__":
    unittest.main()
