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
"""The examples of docs/PYTHON.md run as written: its Python blocks, in order, in one interpreter,
from the directory of the distribution (or clone) under test, with the package on the module path."""

import os
import re
import subprocess
import sys
import unittest
from pathlib import Path

from tests.test_spotsigs import home


class DocsTest(unittest.TestCase):
    def test_the_python_examples_run_as_written(self):
        doc = home() / "docs" / "PYTHON.md"
        blocks = re.findall(r"^```python\n(.*?)^```", doc.read_text(encoding="utf-8"), re.M | re.S)
        self.assertGreaterEqual(len(blocks), 4, doc)
        env = dict(os.environ, PYTHONPATH=str(Path(__file__).resolve().parents[1]))
        p = subprocess.run([sys.executable, "-c", "\n".join(blocks)], cwd=str(home()), env=env,
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, encoding="utf-8")
        self.assertEqual(0, p.returncode, p.stderr)
        lines = p.stdout.splitlines()
        self.assertEqual("37", lines[0], p.stdout)  # len(result.pairs), as the page says
        self.assertIn("27 / 39 = 0.6923", p.stdout)
        self.assertIn("Removal(id='d197586.html', kept_id='d189486.html'", p.stdout)
        self.assertTrue(lines[-1].startswith("2 spotsigs: Invalid value for option '--tau'"),
                        lines[-1])


if __name__ == "__main__":
    unittest.main()
