/*
 * Copyright 2026 the lucene-spotsigs authors
 *
 * Licensed under the Apache License, Version 2.0 (the "License");
 * you may not use this file except in compliance with the License.
 * You may obtain a copy of the License at
 *
 *     http://www.apache.org/licenses/LICENSE-2.0
 *
 * Unless required by applicable law or agreed to in writing, software
 * distributed under the License is distributed on an "AS IS" BASIS,
 * WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
 * See the License for the specific language governing permissions and
 * limitations under the License.
 */
package org.spotsigs.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The tests of the Python package (python/, {@code python3 -m unittest}) against the distribution
 * the package phase made: the tar.gz unpacked in a clean directory, the package and its tests taken
 * from it, SPOTSIGS_HOME pointing at it. Skipped, with a message, where there is no python3.
 */
class PythonPackageIT {
  @TempDir Path tmp;

  /** The python3 on the system's PATH, or null. */
  private static Path python3() {
    for (String dir : System.getenv().getOrDefault("PATH", "/usr/bin:/bin").split(":")) {
      Path p = Path.of(dir.isEmpty() ? "." : dir, "python3");
      if (Files.isExecutable(p)) {
        return p;
      }
    }
    return null;
  }

  @Test
  void thePythonPackagesTestsPassAgainstTheDistribution() throws Exception {
    Path python = python3();
    if (python == null) {
      System.err.println("PythonPackageIT: no python3 on PATH: the Python package's tests skipped");
    }
    Assumptions.assumeTrue(
        python != null, "no python3 on PATH: the Python package's tests skipped");
    Path root = DistributionArchives.unpack(DistributionArchives.archive("tar.gz"), tmp);
    Map<String, String> env =
        Map.of(
            "SPOTSIGS_HOME",
            root.toString(),
            "PYTHONDONTWRITEBYTECODE",
            "1",
            "PATH",
            python.getParent() + ":/usr/bin:/bin");
    DistributionArchives.Run run =
        DistributionArchives.run(
            root.resolve("python"), env, python.toString(), "-m", "unittest", "-v");
    assertEquals(0, run.exitCode(), run.err());
    Matcher ran = Pattern.compile("(?m)^Ran (\\d+) tests? in").matcher(run.err());
    assertTrue(ran.find(), run.err());
    assertTrue(Integer.parseInt(ran.group(1)) >= 15, "every test ran: " + run.err());
    assertTrue(run.err().strip().endsWith("OK"), run.err());
  }
}
