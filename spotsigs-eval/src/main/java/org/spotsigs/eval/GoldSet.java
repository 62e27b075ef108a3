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
package org.spotsigs.eval;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.spotsigs.io.DocumentIds;

/**
 * A gold set of near-duplicate pages: {@code pages/<docid>.<ext>}, {@code clusters.tsv} ({@code
 * docid<TAB>clusterid}) and optionally {@code meta.jsonl} (one object per page with {@code docid}
 * and {@code kind}). Two pages are near-duplicates if and only if they share a cluster id.
 *
 * <p>Documents are numbered 0..n-1 in the order of their docids (sorted), so every run sees them in
 * the same order. Bad input (a page without a cluster, a cluster line without a page, a malformed
 * line) is refused with an {@link IOException} naming the file and line. Immutable.
 */
public final class GoldSet {
  /** The kind of a page that has no entry in meta.jsonl (or when there is no meta.jsonl). */
  public static final String UNKNOWN_KIND = "unknown";

  private final Path root;
  private final List<String> ids;
  private final List<Path> pages;
  private final int[] cluster;
  private final String[] kind;
  private final long positivePairs;

  private GoldSet(Path root, List<String> ids, List<Path> pages, int[] cluster, String[] kind) {
    this.root = root;
    this.ids = Collections.unmodifiableList(ids);
    this.pages = Collections.unmodifiableList(pages);
    this.cluster = cluster;
    this.kind = kind;
    Map<Integer, Long> sizes = new HashMap<>();
    for (int c : cluster) {
      sizes.merge(c, 1L, Long::sum);
    }
    long pos = 0;
    for (long s : sizes.values()) {
      pos += s * (s - 1) / 2;
    }
    this.positivePairs = pos;
  }

  /** Reads the gold set in directory {@code dir}. */
  public static GoldSet load(Path dir) throws IOException {
    Path pagesDir = dir.resolve("pages");
    Path clustersFile = dir.resolve("clusters.tsv");
    if (!Files.isDirectory(pagesDir) || !Files.isRegularFile(clustersFile)) {
      throw new IOException("not a gold set: " + dir + " must hold pages/ and clusters.tsv");
    }
    Map<String, Path> pageOf = new TreeMap<>();
    try (Stream<Path> files = Files.list(pagesDir)) {
      for (Path p : files.filter(Files::isRegularFile).toList()) {
        String name = p.getFileName().toString();
        if (name.startsWith(".")) {
          continue;
        }
        String id = DocumentIds.of(name); // as the command line names the file
        Path other = pageOf.put(id, p);
        if (other != null) {
          throw new IOException("two pages for docid '" + id + "': " + other + " and " + p);
        }
      }
    }
    Map<String, String> clusterOf = new LinkedHashMap<>();
    int lineNo = 0;
    for (String line : Files.readAllLines(clustersFile, StandardCharsets.UTF_8)) {
      lineNo++;
      if (line.isBlank()) {
        continue;
      }
      String[] parts = line.split("\t");
      if (parts.length != 2 || parts[0].isBlank() || parts[1].isBlank()) {
        throw new IOException(
            clustersFile + ":" + lineNo + ": expected docid<TAB>clusterid, got '" + line + "'");
      }
      if (clusterOf.put(parts[0].strip(), parts[1].strip()) != null) {
        throw new IOException(
            clustersFile + ":" + lineNo + ": docid '" + parts[0] + "' listed twice");
      }
    }
    for (String id : clusterOf.keySet()) {
      if (!pageOf.containsKey(id)) {
        throw new IOException(clustersFile + ": docid '" + id + "' has no page in " + pagesDir);
      }
    }
    Map<String, String> kindOf = readKinds(dir.resolve("meta.jsonl"));
    List<String> ids = new ArrayList<>();
    List<Path> pages = new ArrayList<>();
    int[] cluster = new int[pageOf.size()];
    String[] kind = new String[pageOf.size()];
    Map<String, Integer> clusterIds = new HashMap<>();
    for (Map.Entry<String, Path> e : pageOf.entrySet()) {
      String c = clusterOf.get(e.getKey());
      if (c == null) {
        throw new IOException("page " + e.getValue() + " has no cluster in " + clustersFile);
      }
      int i = ids.size();
      ids.add(e.getKey());
      pages.add(e.getValue());
      cluster[i] = clusterIds.computeIfAbsent(c, k -> clusterIds.size());
      kind[i] = kindOf.getOrDefault(e.getKey(), UNKNOWN_KIND);
    }
    return new GoldSet(dir, ids, pages, cluster, kind);
  }

  private static Map<String, String> readKinds(Path meta) throws IOException {
    Map<String, String> kinds = new HashMap<>();
    if (!Files.isRegularFile(meta)) {
      return kinds;
    }
    ObjectMapper json = new ObjectMapper();
    try (BufferedReader r = Files.newBufferedReader(meta, StandardCharsets.UTF_8)) {
      int lineNo = 0;
      for (String line; (line = r.readLine()) != null; ) {
        lineNo++;
        if (line.isBlank()) {
          continue;
        }
        JsonNode node;
        try {
          node = json.readTree(line);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
          throw new IOException(meta + ":" + lineNo + ": not JSON: " + e.getOriginalMessage(), e);
        }
        JsonNode id = node.get("docid");
        if (id == null || !id.isTextual()) {
          throw new IOException(meta + ":" + lineNo + ": no \"docid\"");
        }
        JsonNode k = node.get("kind");
        kinds.put(id.asText(), k == null || k.isNull() ? UNKNOWN_KIND : k.asText());
      }
    }
    return kinds;
  }

  /** The directory this gold set was read from. */
  public Path root() {
    return root;
  }

  /** Number of pages. */
  public int size() {
    return ids.size();
  }

  public String id(int doc) {
    return ids.get(doc);
  }

  public List<String> ids() {
    return ids;
  }

  public Path page(int doc) {
    return pages.get(doc);
  }

  /** The page as text (UTF-8; bad bytes replaced). */
  public String text(int doc) throws IOException {
    return new String(Files.readAllBytes(pages.get(doc)), StandardCharsets.UTF_8);
  }

  /**
   * The article text of the page ({@code cores/<docid>.txt} beside {@code pages/}, UTF-8), or null
   * if the gold set has none for it.
   */
  public String core(int doc) throws IOException {
    Path core = root.resolve("cores").resolve(ids.get(doc) + ".txt");
    return Files.isRegularFile(core) ? Files.readString(core, StandardCharsets.UTF_8) : null;
  }

  /** A dense cluster number: equal for two pages if and only if they are near-duplicates. */
  public int cluster(int doc) {
    return cluster[doc];
  }

  /** The page's {@code kind} from meta.jsonl, or {@link #UNKNOWN_KIND}. */
  public String kind(int doc) {
    return kind[doc];
  }

  /** Whether the page is a distractor (its kind starts with {@code distractor}). */
  public boolean isDistractor(int doc) {
    return kind[doc].startsWith("distractor");
  }

  public boolean sameCluster(int a, int b) {
    return cluster[a] == cluster[b];
  }

  /** Number of unordered pairs of pages in the same cluster. */
  public long positivePairs() {
    return positivePairs;
  }

  /** Number of unordered pairs of pages. */
  public long allPairs() {
    long n = size();
    return n * (n - 1) / 2;
  }

  /** Number of pages of each kind, in order of kind name. */
  public Map<String, Integer> kindCounts() {
    Map<String, Integer> counts = new TreeMap<>();
    for (String k : kind) {
      counts.merge(k, 1, Integer::sum);
    }
    return counts;
  }
}
